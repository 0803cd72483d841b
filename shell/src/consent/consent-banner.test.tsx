import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ConsentBanner } from './consent-banner';
import { ConsentDecidedOnServer } from './consent-decided';

function banner(decidedOnServer?: boolean) {
  return (
    <IntlProvider locale="it-IT" defaultLocale="it-IT">
      <ConsentDecidedOnServer.Provider value={decidedOnServer}>
        <ConsentBanner />
      </ConsentDecidedOnServer.Provider>
    </IntlProvider>
  );
}

describe('the cookie banner in the server-rendered HTML', () => {
  it('is in the HTML of a first visit, which has made no choice yet', () => {
    expect(renderToString(banner(false))).toContain('Questo sito usa i cookie');
  });

  it('is not in the HTML once the visitor has chosen', () => {
    expect(renderToString(banner(true))).not.toContain('Questo sito usa i cookie');
  });

  it('hydrates from the same cookie the server saw, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner(false));
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, banner(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeVisible();
    container.remove();
  });
});

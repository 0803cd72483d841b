import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE } from '@iper/analytics';
import { ConsentBanner } from './consent-banner';
import { ConsentDecidedOnServer } from './consent-decided';

function banner(decidedOnServer?: boolean) {
  return (
    <IntlProvider locale="it-IT" defaultLocale="it-IT">
      <MemoryRouter initialEntries={['/punti-vendita?tipo=distributori']}>
        <ConsentDecidedOnServer.Provider value={decidedOnServer}>
          <ConsentBanner />
        </ConsentDecidedOnServer.Provider>
      </MemoryRouter>
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

  it('is a form the server answers, back to the same page, before the app has started', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner(false));
    const form = container.querySelector('form[action="/api/consent"]')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="ritorno"]')).toHaveValue(
      '/punti-vendita?tipo=distributori',
    );
    const choices = [...form.querySelectorAll('button[type="submit"]')].map((button) => [
      button.getAttribute('aria-label') ?? button.textContent,
      button.getAttribute('name'),
      button.getAttribute('value'),
      button.hasAttribute('disabled'),
    ]);
    expect(choices).toEqual([
      ['Rifiuta', 'scelta', 'rifiuta', false],
      ['Accetta tutti', 'scelta', 'accetta', false],
      ['Chiudi e rifiuta i cookie non necessari', 'scelta', 'rifiuta', false],
    ]);
    const customise = [...form.querySelectorAll('button')].find(
      (button) => button.textContent === 'Personalizza',
    );
    expect(customise).toHaveAttribute('commandfor', 'preferenze-cookie');
    expect(customise).toHaveAttribute('command', 'show-modal');
  });

  it('once the app runs, saves the choice in the browser without leaving the page', async () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner(false));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, banner());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(decodeURIComponent(document.cookie)).toContain('"analytics":true,"marketing":true');
    expect(screen.queryByRole('region', { name: 'Questo sito usa i cookie' })).toBeNull();
    container.remove();
  });
});

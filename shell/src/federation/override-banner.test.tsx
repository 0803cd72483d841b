import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RemoteOverrideBanner } from './override-banner';
import { registerSiteRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

function inlineManifest(remotes: unknown[]) {
  document.head.innerHTML = `<script type="application/json" id="iper-remotes-manifest">${JSON.stringify({ remotes })}</script>`;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RemoteOverrideBanner /> }], {
    initialEntries: [path],
  });
  render(
    <IntlProvider locale="it" defaultLocale="it" messages={{}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('the remote override banner', () => {
  it('names the remotes this browser loads from elsewhere and offers to go back to the site', async () => {
    inlineManifest([
      { name: 'loyalty', entry: 'http://localhost:4202/mf-manifest.json', override: true },
      { name: 'content', entry: '/remotes/content/mf-manifest.json' },
    ]);
    await registerSiteRemotes();
    renderAt('/gift-card?x=1');
    const banner = screen.getByRole('complementary', { name: 'Versione di prova' });
    expect(banner).toHaveTextContent(
      'Questo browser usa una versione di prova di: loyalty (http://localhost:4202/mf-manifest.json).',
    );
    expect(screen.getByRole('link', { name: 'Torna alla versione del sito' })).toHaveAttribute(
      'href',
      '/api/platform/remote-override?clear&return=%2Fgift-card%3Fx%3D1',
    );
  });

  it('is not there for everyone else', async () => {
    inlineManifest([{ name: 'loyalty', entry: '/remotes/loyalty/mf-manifest.json' }]);
    await registerSiteRemotes();
    renderAt('/');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

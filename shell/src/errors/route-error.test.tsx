import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderSite } from '../testing/render-site';

/** What the browser throws when a chunk of a remote's page is gone from its server (a 404). */
function chunkLoadError() {
  return Object.assign(
    new Error('Loading chunk 524 failed.\n(error: http://cdn/remotes/loyalty/524.e8ddac3a88.js)'),
    {
      name: 'ChunkLoadError',
    },
  );
}

const loyaltyRoutes = (): RouteObject[] => [
  { path: '/virtual-card', element: <h1>Virtual Card Iper</h1> },
  {
    path: '/virtual-card/altri-negozi',
    lazy: () => Promise.reject(chunkLoadError()),
  },
];

describe('a remote page whose code is gone from the server', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page at the target once, for the current build', async () => {
    // jsdom cannot navigate; the reload shows as the guard it leaves (chunk-reload.ts).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderSite('/virtual-card', async () => loyaltyRoutes());
    await screen.findByRole('heading', { level: 1, name: 'Virtual Card Iper' });
    await router.navigate('/virtual-card/altri-negozi');
    await waitFor(() => expect(sessionStorage.getItem('iper:chunk-reload-at')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the section's error panel, under the site's header, once the one reload did not bring it back", async () => {
    // SPEC §9: the page was reloaded for this failure a moment ago.
    sessionStorage.setItem('iper:chunk-reload-at', String(Date.now()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderSite('/virtual-card', async () => loyaltyRoutes());
    await screen.findByRole('heading', { level: 1, name: 'Virtual Card Iper' });
    await router.navigate('/virtual-card/altri-negozi');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa sezione non è disponibile al momento',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sezioni principali' })).toBeInTheDocument();
  });
});

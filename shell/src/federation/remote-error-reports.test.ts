import { setupNetwork } from '@iper/api/src/testing/network';
import { http, HttpResponse } from 'msw';
import { forgetRemoteErrorReports, reportRemoteError } from './remote-error-reports';
import { registerSiteRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const network = setupNetwork(
  http.post('/api/platform/remote-errors', () => new HttpResponse(null, { status: 204 })),
);

async function siteRuns(remotes: unknown[]) {
  document.head.innerHTML = `<script type="application/json" id="iper-remotes-manifest">${JSON.stringify({ remotes })}</script>`;
  await registerSiteRemotes();
}

async function reports() {
  // The report is sent without waiting for it: let it reach the network.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return Promise.all(
    network.requestsTo('/api/platform/remote-errors', 'POST').map((request) => request.json()),
  );
}

describe("a remote release's failures in the browser", () => {
  beforeEach(() => {
    forgetRemoteErrorReports();
    window.history.replaceState(null, '', '/carta-vantaggi?email=anna@example.com');
  });

  it('are reported with the remote, its version, the kind and the page without its query', async () => {
    await siteRuns([
      { name: 'loyalty', entry: '/releases/loyalty/1.1.0/mf-manifest.json', version: '1.1.0' },
    ]);
    reportRemoteError('loyalty', 'render', new TypeError('card is undefined'));
    expect(await reports()).toEqual([
      {
        remote: 'loyalty',
        version: '1.1.0',
        kind: 'render',
        page: '/carta-vantaggi',
        message: 'TypeError: card is undefined',
      },
    ]);
  });

  it('are reported once each, and a few at most from one page', async () => {
    await siteRuns([
      { name: 'loyalty', entry: '/releases/loyalty/1.1.0/mf-manifest.json', version: '1.1.0' },
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1)
      reportRemoteError('loyalty', 'load', new Error('offline'));
    for (let failure = 0; failure < 10; failure += 1)
      reportRemoteError('loyalty', 'render', new Error(`failure ${failure}`));
    const sent = await reports();
    expect(sent).toHaveLength(5);
    expect(sent.filter((report) => report.message === 'Error: offline')).toHaveLength(1);
  });

  it('are not reported for a remote that does not run a release', async () => {
    await siteRuns([{ name: 'loyalty', entry: '/remotes/loyalty/mf-manifest.json' }]);
    reportRemoteError('loyalty', 'render', new Error('boom'));
    expect(await reports()).toEqual([]);
  });
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerEntry, registerSiteRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

describe("a remote's entry", () => {
  it('is the container script beside the manifest the server names', () => {
    expect(containerEntry('/remotes/content/mf-manifest.json')).toBe(
      '/remotes/content/remoteEntry.js',
    );
    expect(containerEntry('https://cdn.example/store-locator/42/mf-manifest.json?v=3')).toBe(
      'https://cdn.example/store-locator/42/remoteEntry.js?v=3',
    );
  });

  it('is left as it is when it already names a script', () => {
    expect(containerEntry('http://localhost:4202/remoteEntry.js')).toBe(
      'http://localhost:4202/remoteEntry.js',
    );
  });

  it('is registered as the container script, so the runtime needs no manifest', async () => {
    document.head.innerHTML = `<script type="application/json" id="iper-remotes-manifest">${JSON.stringify(
      { remotes: [{ name: 'content', entry: '/remotes/content/mf-manifest.json' }] },
    )}</script>`;
    await registerSiteRemotes();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'content', entry: '/remotes/content/remoteEntry.js' },
    ]);
  });
});

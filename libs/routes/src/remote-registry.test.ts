import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_REGISTRY, SHELL_APP } from './remote-registry';
import { ROUTE_TABLE } from './route-table';

const ROOT = path.resolve(__dirname, '../../..');

describe('the registry of remotes', () => {
  it('gives each remote its own name, folder and dev port', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(REMOTE_REGISTRY.map((remote) => remote.name))).toBe(true);
    expect(unique(REMOTE_REGISTRY.map((remote) => remote.folder))).toBe(true);
    expect(unique([SHELL_APP.devPort, ...REMOTE_REGISTRY.map((remote) => remote.devPort)])).toBe(
      true,
    );
    for (const remote of REMOTE_REGISTRY) expect(remote.name).toMatch(/^[a-z][a-z_]*$/);
  });

  it('names folders that hold the remote, its package and every module it exposes', () => {
    for (const remote of REMOTE_REGISTRY) {
      const dir = path.join(ROOT, 'remotes', remote.folder);
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(pkg.name).toBe(`@iper/${remote.folder}`);
      expect(Object.keys(remote.exposes)).toContain('./routes');
      for (const file of Object.values(remote.exposes))
        expect(existsSync(path.join(dir, file))).toBe(true);
    }
  });

  it('is the route table’s list of owners: every remote owns pages, every page has a registered owner', () => {
    const owners = new Set(ROUTE_TABLE.map((route) => route.remote));
    expect([...owners].sort()).toEqual(REMOTE_REGISTRY.map((remote) => remote.name).sort());
  });
});

import {
  ReleaseRefusal,
  parseShellManifest,
  providedVersions,
  releaseMetadata,
  routeProblems,
  runtimeProblems,
  runtimeVersions,
  sharedProblems,
  type ReleaseMetadata,
  type SharedModule,
} from './release-gate';

function release(shared: ReleaseMetadata['shared']): ReleaseMetadata {
  return { name: 'loyalty', version: '1.1.0', commit: 'abc', dirty: false, routes: [], shared };
}

const SHELL = new Map([
  ['react', '19.3.1'],
  ['@iper/design-system', '1.2.0'],
  ['@iper/api', '1.0.0'],
]);

describe('the release gate', () => {
  it('accepts what the shell provides at a compatible version, later minors included', () => {
    expect(
      sharedProblems(
        release([
          { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
          { name: '@iper/design-system', version: '1.1.0', requiredVersion: '^1.1.0' },
          { name: 'some-helper', version: '2.0.0', requiredVersion: '^2.0.0' },
        ]),
        SHELL,
      ),
    ).toEqual([]);
  });

  it('refuses a newer minor, a newer major and a workspace library the shell lacks', () => {
    expect(
      sharedProblems(
        release([
          { name: '@iper/design-system', version: '1.3.0', requiredVersion: '^1.3.0' },
          { name: '@iper/api', version: '2.0.0', requiredVersion: '^2.0.0' },
          { name: '@iper/analytics', version: '1.0.0', requiredVersion: '^1.0.0' },
        ]),
        SHELL,
      ),
    ).toEqual([
      '@iper/design-system: la release richiede ^1.3.0, la shell attiva fornisce 1.2.0',
      '@iper/api: la release richiede ^2.0.0, la shell attiva fornisce 1.0.0',
      '@iper/analytics: la release lo richiede (^1.0.0), la shell attiva non lo fornisce',
    ]);
  });

  it("refuses a path outside the route table or another remote's", () => {
    expect(routeProblems('loyalty', ['/gift-card', '/carta-vantaggi'])).toEqual([]);
    expect(routeProblems('loyalty', ['/punti-vendita', '/non-una-pagina'])).toEqual([
      '/punti-vendita: nella tabella delle route il percorso è di store_locator, non di loyalty',
      '/non-una-pagina: il percorso non è nella tabella delle route del sito',
    ]);
  });

  it('reads what a build says of itself, and refuses a build that says nothing', () => {
    const manifest = {
      name: 'loyalty',
      metaData: {
        buildInfo: { buildVersion: '1.1.0' },
        release: { version: '1.1.0', commit: 'abc', dirty: true, routes: ['/gift-card'] },
      },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    };
    expect(releaseMetadata(JSON.stringify(manifest))).toMatchObject({
      name: 'loyalty',
      version: '1.1.0',
      dirty: true,
      routes: ['/gift-card'],
    });
    const { release: _omitted, ...older } = manifest.metaData;
    expect(() => releaseMetadata(JSON.stringify({ ...manifest, metaData: older }))).toThrow(
      ReleaseRefusal,
    );
    expect(() => releaseMetadata('not json')).toThrow(/non è il manifest/);
    expect(providedVersions(parseShellManifest(JSON.stringify(manifest))).get('react')).toBe(
      '19.3.1',
    );
  });

  describe('the runtime', () => {
    const SHELL_SHARED: SharedModule[] = [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
    ];
    const shell = (federation: string | null = '2.9.2') => ({ shared: SHELL_SHARED, federation });
    const built = (federation?: string, shared: SharedModule[] = SHELL_SHARED) => ({
      shared,
      ...(federation && { runtime: { federation } }),
    });

    it('accepts a release on the shell’s Module Federation minor, whatever the patch', () => {
      expect(runtimeProblems(built('2.9.0'), shell())).toEqual([]);
      expect(runtimeProblems(built('2.9.7'), shell())).toEqual([]);
    });

    it('refuses another Module Federation major or minor than the shell’s, naming both', () => {
      expect(runtimeProblems(built('2.10.0'), shell())).toEqual([
        'runtime di Module Federation: la release è compilata con 2.10.0, la shell attiva con 2.9.2 (major e minor devono coincidere)',
      ]);
      expect(runtimeProblems(built('3.0.0'), shell())).toHaveLength(1);
    });

    it('compares with the other live releases when the shell does not say its runtime, and not at all when the release does not', () => {
      const others = [
        { name: 'careers 1.2.0 (attiva)', federation: '2.8.1' },
        { name: 'account 1.0.0 (attiva)', federation: null },
      ];
      expect(runtimeProblems(built('2.9.2'), shell(null), others)).toEqual([
        'runtime di Module Federation: la release è compilata con 2.9.2, careers 1.2.0 (attiva) con 2.8.1 (major e minor devono coincidere)',
      ]);
      // The shell says it: the shell is the reference, not another remote.
      expect(runtimeProblems(built('2.9.2'), shell(), others)).toEqual([]);
      // A release built before the runtime was recorded: not compared.
      expect(runtimeProblems(built(undefined), shell('3.0.0'), others)).toEqual([]);
    });

    it('refuses a React or a router the shell’s shared scope cannot give as a singleton', () => {
      const skewed = built('2.9.2', [
        { name: 'react', version: '19.4.0', requiredVersion: '^19.4.0', singleton: true },
        {
          name: 'react/jsx-runtime',
          version: '19.4.0',
          requiredVersion: '^19.4.0',
          singleton: true,
        },
        { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: false },
      ]);
      expect(runtimeProblems(skewed, shell())).toEqual([
        'React: la release è compilata con React 19.4.0 (richiede ^19.4.0), la shell attiva fornisce 19.3.1',
        'react-router: la release è compilata con react-router 7.18.5 senza condividerlo come singleton, la shell attiva fornisce 7.18.5: ne girerebbero due copie',
      ]);
      const noRouter = { shared: SHELL_SHARED.slice(0, 2), federation: '2.9.2' };
      expect(runtimeProblems(built('2.9.2'), noRouter)).toEqual([
        'react-router: la release è compilata con react-router 7.18.5, la shell attiva non lo fornisce come singleton: ne girerebbero due copie',
      ]);
      // Not said twice: the shared check leaves React to the runtime check.
      expect(sharedProblems(release(skewed.shared), SHELL)).toEqual([]);
    });

    it('reads the runtime a build says, and none from a build that does not', () => {
      expect(runtimeVersions(built('2.9.2'))).toEqual({
        federation: '2.9.2',
        react: '19.3.1',
        reactRouter: '7.18.5',
      });
      expect(runtimeVersions({ shared: [] })).toEqual({
        federation: null,
        react: null,
        reactRouter: null,
      });
    });
  });
});

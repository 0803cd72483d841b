import {
  ReleaseRefusal,
  parseShellManifest,
  providedVersions,
  releaseMetadata,
  routeProblems,
  sharedProblems,
  type ReleaseMetadata,
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
});

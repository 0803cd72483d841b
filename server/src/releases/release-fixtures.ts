/**
 * Builds as the release tests publish them: a shell's and a remote's mf-manifest.json as
 * tools/rspack/release-metadata-plugin.mjs writes them, a release's files as the admin API takes
 * them, and the remotes manifest a page inlines.
 */
/** The Module Federation runtime the fixtures' builds say they bundle (null: a build that does not say). */
export const FEDERATION_RUNTIME = '2.9.2';

/** What a fixture build runs on: the Module Federation runtime and React's version. */
export interface RuntimeOptions {
  federation?: string | null;
  react?: string;
}

const runtimeOf = (federation: string | null | undefined) =>
  federation === null ? {} : { runtime: { federation: federation ?? FEDERATION_RUNTIME } };

/**
 * A shell build's mf-manifest.json: what it provides (its shared versions), here with the design
 * system at `designSystem` (null: not shared at all).
 */
export function shellManifest(designSystem: string | null = '1.0.0', options: RuntimeOptions = {}) {
  const react = options.react ?? '19.3.1';
  const shared = [
    { name: 'react', version: react, requiredVersion: `^${react}`, singleton: true },
    { name: '@iper/api', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
  ];
  if (designSystem)
    shared.push({
      name: '@iper/design-system',
      version: designSystem,
      requiredVersion: `^${designSystem}`,
      singleton: true,
    });
  return {
    name: 'shell',
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      release: {
        version: '1.0.0',
        commit: '5e11'.padEnd(40, '0'),
        dirty: false,
        routes: [],
        ...runtimeOf(options.federation),
      },
    },
    shared,
  };
}

/** A build's mf-manifest.json as tools/rspack/release-metadata-plugin.mjs writes it. */
export function buildManifest(
  name: string,
  version: string,
  options: { designSystem?: string; routes?: string[] } & RuntimeOptions = {},
) {
  const react = options.react ?? '19.3.1';
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: `@iper/${name}` },
      release: {
        version,
        commit: `c0ffee${version.replace(/\./g, '')}`.padEnd(40, '0'),
        dirty: false,
        routes: options.routes ?? ['/carta-vantaggi', '/gift-card'],
        ...runtimeOf(options.federation),
      },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [
      { name: 'react', version: react, requiredVersion: `^${react}`, singleton: true },
      {
        name: '@iper/design-system',
        version: options.designSystem ?? '1.0.0',
        requiredVersion: `^${options.designSystem ?? '1.0.0'}`,
        singleton: true,
      },
    ],
    remotes: [],
    exposes: [],
  });
}

export function releaseFiles(
  name: string,
  version: string,
  options: Parameters<typeof buildManifest>[2] = {},
) {
  const file = (filePath: string, text: string) => ({
    path: filePath,
    content: Buffer.from(text).toString('base64'),
  });
  return {
    files: [
      file('browser/mf-manifest.json', buildManifest(name, version, options)),
      file('browser/remoteEntry.js', `/* ${name} ${version} */`),
      file(
        `browser/main.${version.replace(/\./g, '')}0000000.js`,
        `console.log(${JSON.stringify(version)})`,
      ),
      file('server/remoteEntry.js', `/* server ${name} ${version} */`),
    ],
  };
}

export function inlinedManifest(html: string): {
  remotes: { name: string; entry: string; version?: string }[];
} {
  const json = /<script type="application\/json" id="iper-remotes-manifest">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null');
}

import { crc32 } from 'node:zlib';

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
export function shellManifest(
  designSystem: string | null = '1.0.0',
  options: RuntimeOptions & { consumes?: unknown[] } = {},
) {
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
        ...(options.consumes && { consumes: options.consumes }),
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

/** A zip archive of `files` (stored entries), as Module Federation's dts plugin writes @mf-types.zip. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const body = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(body), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(body), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** loyalty's `./routes` declarations as its build publishes them, `routes` declared as `type`. */
export function routesTypes(type = 'RouteObject[]') {
  return zipOf({
    'routes.d.ts':
      "export * from './compiled-types/src/routes';\nexport { default } from './compiled-types/src/routes';",
    'compiled-types/src/routes.d.ts': `import type { RouteObject } from 'react-router';\nexport declare const routes: ${type};`,
  });
}

export function releaseFiles(
  name: string,
  version: string,
  options: Parameters<typeof buildManifest>[2] & { types?: Buffer } = {},
) {
  const file = (filePath: string, text: string | Buffer) => ({
    path: filePath,
    content: Buffer.from(text).toString('base64'),
  });
  const manifest = options.types
    ? JSON.stringify({
        ...JSON.parse(buildManifest(name, version, options)),
        metaData: {
          ...JSON.parse(buildManifest(name, version, options)).metaData,
          types: { path: '', name: '', zip: '@mf-types.zip', api: '@mf-types.d.ts' },
        },
      })
    : buildManifest(name, version, options);
  return {
    files: [
      file('browser/mf-manifest.json', manifest),
      ...(options.types ? [file('browser/@mf-types.zip', options.types)] : []),
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

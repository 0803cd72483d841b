import { satisfy } from '@module-federation/runtime';
import { matchSiteRoute, type RemoteName } from '@iper/routes';
import { z } from 'zod';

/** A shared module as a build's mf-manifest.json lists it (Module Federation writes these). */
const SharedSchema = z.object({
  name: z.string(),
  version: z.string(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
  singleton: z.boolean().optional(),
});

/** The part of a build's mf-manifest.json the release control reads. */
const BuildManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string() }),
    // Written by tools/rspack/release-metadata-plugin.mjs.
    release: z
      .object({
        version: z.string(),
        commit: z.string(),
        dirty: z.boolean(),
        routes: z.array(z.string()),
      })
      .optional(),
  }),
  shared: z.array(SharedSchema),
});

export type SharedModule = z.infer<typeof SharedSchema>;

/** What the gate and `status` know of a release (stored with it in remote_releases). */
export interface ReleaseMetadata {
  /** Federation name. */
  name: string;
  version: string;
  commit: string;
  dirty: boolean;
  routes: string[];
  shared: SharedModule[];
}

export class ReleaseRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode = 422,
  ) {
    super(message);
  }
}

/** A build's mf-manifest.json as release metadata; refuses a manifest without its release data. */
export function releaseMetadata(manifestText: string): ReleaseMetadata {
  let parsed: z.infer<typeof BuildManifestSchema>;
  try {
    parsed = BuildManifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new ReleaseRefusal('mf-manifest.json non è il manifest di una build federata leggibile.');
  }
  const release = parsed.metaData.release;
  if (!release)
    throw new ReleaseRefusal(
      'mf-manifest.json non dice versione, commit e percorsi della build: ricompila il remote con la configurazione rspack attuale.',
    );
  return {
    name: parsed.name,
    version: release.version,
    commit: release.commit,
    dirty: release.dirty,
    routes: release.routes,
    shared: parsed.shared.map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      requiredVersion,
      singleton,
    })),
  };
}

/** The versions a host provides, by shared module name (the shell's mf-manifest.json). */
export function providedVersions(hostManifestText: string): Map<string, string> {
  const parsed = BuildManifestSchema.pick({ shared: true }).parse(JSON.parse(hostManifestText));
  return new Map(parsed.shared.map((shared) => [shared.name, shared.version]));
}

/**
 * The shared modules whose version the release requires and the active shell does not provide,
 * with the runtime's own rule (Module Federation's `satisfy`). The workspace libraries are
 * always the shell's copy (the server builds do not carry them at all), so one the shell does not
 * provide is missing; another package the shell does not share, the release brings itself.
 */
export function sharedProblems(release: ReleaseMetadata, provided: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const shared of release.shared) {
    const required = shared.requiredVersion;
    if (!required) continue;
    const version = provided.get(shared.name);
    if (version === undefined) {
      if (shared.name.startsWith('@iper/'))
        problems.push(
          `${shared.name}: la release lo richiede (${required}), la shell attiva non lo fornisce`,
        );
      continue;
    }
    if (!satisfy(version, required))
      problems.push(
        `${shared.name}: la release richiede ${required}, la shell attiva fornisce ${version}`,
      );
  }
  return problems;
}

/** The paths the release serves that the route table does not give to this remote. */
export function routeProblems(remote: RemoteName, routes: readonly string[]): string[] {
  return routes.flatMap((path) => {
    const match = matchSiteRoute(path);
    if (!match || match.definition.path !== path)
      return [`${path}: il percorso non è nella tabella delle route del sito`];
    if (match.definition.remote !== remote)
      return [
        `${path}: nella tabella delle route il percorso è di ${match.definition.remote}, non di ${remote}`,
      ];
    return [];
  });
}

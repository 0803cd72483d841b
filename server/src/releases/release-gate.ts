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

/** A shell's mf-manifest.json as the gate reads it (the active one, or a candidate's). */
export const ShellManifestSchema = BuildManifestSchema;
export type ShellManifest = z.infer<typeof ShellManifestSchema>;

/** The shell's mf-manifest.json from its text; throws when it is not one. */
export function parseShellManifest(text: string): ShellManifest {
  return ShellManifestSchema.parse(JSON.parse(text));
}

/** The versions a host provides, by shared module name (the shell's mf-manifest.json). */
export function providedVersions(host: Pick<ShellManifest, 'shared'>): Map<string, string> {
  return new Map(host.shared.map((shared) => [shared.name, shared.version]));
}

/** A shared module a release requires that a shell does not provide at a satisfying version. */
export interface SharedMismatch {
  library: string;
  required: string;
  /** The version the shell provides; null when it does not provide the library at all. */
  provided: string | null;
}

/**
 * The shared modules whose version the release requires and the shell does not provide, with the
 * runtime's own rule (Module Federation's `satisfy`). The workspace libraries are always the
 * shell's copy (the server builds do not carry them at all), so one the shell does not provide is
 * missing; another package the shell does not share, the release brings itself.
 */
export function sharedMismatches(
  release: Pick<ReleaseMetadata, 'shared'>,
  provided: Map<string, string>,
): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const shared of release.shared) {
    const required = shared.requiredVersion;
    if (!required) continue;
    const version = provided.get(shared.name);
    if (version === undefined) {
      if (shared.name.startsWith('@iper/'))
        mismatches.push({ library: shared.name, required, provided: null });
      continue;
    }
    if (!satisfy(version, required))
      mismatches.push({ library: shared.name, required, provided: version });
  }
  return mismatches;
}

/** A mismatch in words; `shell` says which shell provides (the active one, or a candidate). */
export function sharedMismatchText(mismatch: SharedMismatch, shell = 'la shell attiva'): string {
  return mismatch.provided === null
    ? `${mismatch.library}: la release lo richiede (${mismatch.required}), ${shell} non lo fornisce`
    : `${mismatch.library}: la release richiede ${mismatch.required}, ${shell} fornisce ${mismatch.provided}`;
}

/** The gate's reasons about shared versions, against the active shell. */
export function sharedProblems(release: ReleaseMetadata, provided: Map<string, string>): string[] {
  return sharedMismatches(release, provided).map((mismatch) => sharedMismatchText(mismatch));
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

import { satisfy } from '@module-federation/runtime';
import { matchSiteRoute, type RemoteName } from '@iper/routes';
import { z } from 'zod';
import { ConsumedModuleSchema, type ConsumedModule } from './contract-check';
import { typesZipFile } from './mf-types';

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
        // Since issue 36; older builds do not say it, and their runtime is not compared.
        runtime: z.object({ federation: z.string() }).optional(),
        // The shell's: what it uses of the remotes' exposed modules (tools/types/consumer-contract.mjs).
        consumes: z.array(ConsumedModuleSchema).max(200).optional(),
      })
      .optional(),
    // Module Federation's dts plugin: where the build's published types are (`@mf-types.zip`).
    types: z
      .object({ path: z.string(), name: z.string(), zip: z.string(), api: z.string() })
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
  /** The Module Federation runtime the build bundles; absent for releases published before it was recorded. */
  runtime?: { federation: string };
  /**
   * Its published types, relative to its browser build (`@mf-types.zip`); absent for a build
   * without them (before issue 36), whose exposed modules' contract is not checked.
   */
  types?: string;
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
    ...(release.runtime && { runtime: release.runtime }),
    ...(typesZipFile(parsed.metaData.types) && { types: typesZipFile(parsed.metaData.types) }),
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

/** What a shell's build says it uses of the remotes' exposed modules (none: an older build). */
export function consumedModules(shell: ShellManifest): ConsumedModule[] {
  return shell.metaData.release?.consumes ?? [];
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

/**
 * The gate's reasons about shared versions, against the active shell. React and the router are
 * left to `runtimeProblems`, which says more of them (singleton, the version built with).
 */
export function sharedProblems(release: ReleaseMetadata, provided: Map<string, string>): string[] {
  return sharedMismatches(release, provided)
    .filter((mismatch) => !runtimeLibraryOf(mismatch.library))
    .map((mismatch) => sharedMismatchText(mismatch));
}

/**
 * The libraries every app runs on as one copy: the shell's (it loads them first,
 * `shareStrategy: 'loaded-first'`, and the remotes' server builds take its copy). Subpaths
 * (`react/jsx-runtime`, `react-dom/client`) are their package's.
 */
const RUNTIME_LIBRARIES = {
  react: 'React',
  'react-dom': 'React DOM',
  'react-router': 'react-router',
};

/** Whether a shared module is one of the runtime libraries (the runtime check's, not check 1's). */
export function isRuntimeLibrary(name: string): boolean {
  return runtimeLibraryOf(name) !== undefined;
}

function runtimeLibraryOf(name: string): keyof typeof RUNTIME_LIBRARIES | undefined {
  return (Object.keys(RUNTIME_LIBRARIES) as (keyof typeof RUNTIME_LIBRARIES)[]).find(
    (library) => name === library || name.startsWith(`${library}/`),
  );
}

/** The runtime a build runs on, as far as it says: null where it does not (an older build). */
export interface RuntimeVersions {
  /** The Module Federation runtime (`@module-federation/runtime-core`) it bundles. */
  federation: string | null;
  react: string | null;
  reactRouter: string | null;
}

/** What a release's (or a shell's) metadata says of its runtime. */
export function runtimeVersions(build: {
  shared: readonly SharedModule[];
  runtime?: { federation: string } | undefined;
}): RuntimeVersions {
  const shared = (name: string) => build.shared.find((module) => module.name === name)?.version;
  return {
    federation: build.runtime?.federation ?? null,
    react: shared('react') ?? null,
    reactRouter: shared('react-router') ?? null,
  };
}

/** A live build the candidate's Module Federation runtime is compared with. */
export interface LiveRuntime {
  /** In words, as the refusal names it: `la shell attiva`, `careers 1.2.0 (attiva)`. */
  name: string;
  federation: string | null;
}

const majorMinor = (version: string) => /^(\d+)\.(\d+)\./.exec(version)?.slice(1, 3).join('.');

/** A runtime library or Module Federation runtime a release needs that the live ones do not match. */
export interface RuntimeMismatch extends SharedMismatch {
  /** In words, naming both versions. */
  text: string;
}

/** The Module Federation runtime's name in a mismatch. */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/**
 * The gate's runtime check (issue 36; module-federation/core #4134: a mix of runtimes breaks
 * hosts). The release's Module Federation runtime must have the major and minor of the shell's,
 * or, when the shell's build does not say it, of every other live release that does; unknown on
 * either side is not compared. React, React DOM and the router must come from the shell's shared
 * scope as singletons at a version the release accepts: a release that brings its own copy, or one
 * the shell does not share as a singleton, would run two. `shellName` says which shell (the active
 * one, or a candidate's).
 */
export function runtimeMismatches(
  release: Pick<ReleaseMetadata, 'shared' | 'runtime'>,
  shell: { shared: readonly SharedModule[]; federation: string | null },
  others: readonly LiveRuntime[] = [],
  shellName = 'la shell attiva',
): RuntimeMismatch[] {
  const mismatches: RuntimeMismatch[] = [];
  const federation = release.runtime?.federation;
  if (federation) {
    const against: LiveRuntime[] = shell.federation
      ? [{ name: shellName, federation: shell.federation }]
      : others.filter((other) => other.federation);
    for (const other of against)
      if (majorMinor(federation) !== majorMinor(other.federation!))
        mismatches.push({
          library: FEDERATION_RUNTIME,
          required: `${majorMinor(federation) ?? federation}.x`,
          provided: other.federation,
          text: `runtime di Module Federation: la release è compilata con ${federation}, ${other.name} con ${other.federation} (major e minor devono coincidere)`,
        });
  }
  const seen = new Set<string>();
  for (const module of release.shared) {
    const library = runtimeLibraryOf(module.name);
    if (!library || seen.has(library)) continue;
    seen.add(library);
    const label = RUNTIME_LIBRARIES[library];
    const provided = shell.shared.find((candidate) => candidate.name === module.name);
    const required = module.requiredVersion || module.version;
    const built = `la release è compilata con ${label} ${module.version}`;
    const mismatch = (text: string) =>
      mismatches.push({
        library: module.name,
        required,
        provided: provided?.version ?? null,
        text,
      });
    if (!provided || provided.singleton === false)
      mismatch(
        `${label}: ${built}, ${shellName} ${provided ? `fornisce ${provided.version} ma non come singleton` : 'non lo fornisce come singleton'}: ne girerebbero due copie`,
      );
    else if (module.singleton === false)
      mismatch(
        `${label}: ${built} senza condividerlo come singleton, ${shellName} fornisce ${provided.version}: ne girerebbero due copie`,
      );
    else if (module.requiredVersion && !satisfy(provided.version, module.requiredVersion))
      mismatch(
        `${label}: ${built} (richiede ${module.requiredVersion}), ${shellName} fornisce ${provided.version}`,
      );
  }
  return mismatches;
}

/** The gate's reasons about the runtime, against the active shell (`runtimeMismatches`). */
export function runtimeProblems(
  release: Pick<ReleaseMetadata, 'shared' | 'runtime'>,
  shell: { shared: readonly SharedModule[]; federation: string | null },
  others: readonly LiveRuntime[] = [],
): string[] {
  return runtimeMismatches(release, shell, others).map((mismatch) => mismatch.text);
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

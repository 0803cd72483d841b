import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@iper/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/admin-auth';
import { audit } from '../remotes/remote-entries';
import { localBuildOf } from './local-builds';
import { ShellManifestSchema } from './release-gate';
import { PREVIEW_COOKIE, PREVIEW_SECONDS, previewPass, smokePages } from './release-preview';
import { isReleaseFile, isVersion } from './release-store';
import { parseReleaseEntry } from './release-addresses';
import { remoteAdminGuard } from './remote-admin-guard';

const RemoteParams = z.object({ remote: z.string().max(60) });
const VersionParams = RemoteParams.extend({ version: z.string().max(64) });
const Version = z.string().refine(isVersion, 'Indica una versione semver (es. 1.4.0).');
const PublishBody = z.object({
  files: z
    .array(
      z.object({
        path: z.string().refine(isReleaseFile, 'Percorso di file non valido.'),
        /** The file's bytes, base64. */
        content: z.string().max(40_000_000),
      }),
    )
    .min(1)
    .max(5000),
});
/** A release's files travel in one request (base64 in JSON): a remote's build is a few MB. */
const PUBLISH_BODY_LIMIT = 96 * 1024 * 1024;

/** A shell's mf-manifest.json is a few KB (one entry per shared module); far more is not one. */
const SHELL_MANIFEST_BODY_LIMIT = 256 * 1024;

/** What a build's mf-manifest.json says about itself (tools/rspack/release-metadata-plugin.mjs). */
interface BuildInfo {
  version: string | null;
  commit: string | null;
}

async function manifestInfo(text: string | undefined): Promise<BuildInfo> {
  if (!text) return { version: null, commit: null };
  try {
    const manifest = JSON.parse(text) as {
      metaData?: { buildInfo?: { buildVersion?: string }; release?: { commit?: string } };
    };
    return {
      version: manifest.metaData?.buildInfo?.buildVersion ?? null,
      commit: manifest.metaData?.release?.commit ?? null,
    };
  } catch {
    return { version: null, commit: null };
  }
}

/** A manifest from another origin is asked for at most this often (the live list is public). */
const REMOTE_MANIFEST_TTL_MS = 10_000;

/**
 * Releases of the remotes (issue 19): GET /api/platform/remotes/live for anyone (what each
 * remote runs: entry, version, commit, and any canary), and for the platform team, with the
 * admin token (PLATFORM_ADMIN_TOKEN; without it these routes do not exist): publish a release,
 * deploy, roll back, canary, promote, prune and the status of every remote. Every action is in
 * platform_audit_log, every deploy and canary passes the compatibility gate first
 * (compatibility-gate.ts), and a shell build can be checked against the running releases before
 * it goes live.
 */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { releases } = app;
  const fetched = new Map<string, { at: number; info: Promise<BuildInfo> }>();

  const buildInfoOf = (remote: RemoteName, entry: string): Promise<BuildInfo> => {
    const local = localBuildOf(app.config, releases.store, remote, entry);
    const release = parseReleaseEntry(entry);
    if (local)
      return (release ? releases.ensureLocalCopy(remote, release.version) : Promise.resolve())
        .then(() => readFile(path.join(local.dir, 'mf-manifest.json'), 'utf8'))
        .catch(() => undefined)
        .then(manifestInfo);
    const known = fetched.get(entry);
    if (known && Date.now() - known.at < REMOTE_MANIFEST_TTL_MS) return known.info;
    const url = new URL(entry, app.config.publicUrl);
    const info = fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => (response.ok ? response.text() : undefined))
      .catch(() => undefined)
      .then(manifestInfo);
    fetched.set(entry, { at: Date.now(), info });
    return info;
  };

  app.get('/platform/remotes/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await app.remoteEntries.rows();
    const manifest = await app.remoteEntries.manifest();
    const remotes = await Promise.all(
      manifest.remotes.map(async ({ name, entry }) => {
        const remote = name as RemoteName;
        const row = rows.get(remote);
        const canary = row?.canary_entry
          ? {
              entry: row.canary_entry,
              percent: row.canary_percent ?? 0,
              ...(await buildInfoOf(remote, row.canary_entry)),
            }
          : null;
        return { name, entry, ...(await buildInfoOf(remote, entry)), canary };
      }),
    );
    return { remotes };
  });

  const token = app.config.platformAdminToken;
  if (!token) return;
  const { authorize, remoteOf } = remoteAdminGuard(token);
  const noStore = { 'cache-control': 'no-store' };

  app.get('/platform/releases', { onRequest: authorize }, async (_request, reply) => {
    reply.headers(noStore);
    return {
      remotes: await releases.status(),
      known: REMOTES,
      // The active shell against the running releases (null: its manifest cannot be read).
      shell: (await releases.activeShellCheck()) ?? null,
    };
  });

  // The release matrix (issue 36): every remote's active, canary and previous release against the
  // active shell and the other live releases, with the gate's reasons where one does not fit.
  app.get('/platform/releases/matrix', { onRequest: authorize }, async (_request, reply) => {
    reply.headers(noStore);
    return releases.matrix();
  });

  // A candidate shell's mf-manifest.json, before its build replaces SHELL_DIST: can it run the
  // releases visitors run now? A check, not an action: the answer says, nothing changes.
  app.post(
    '/platform/shell/check',
    {
      onRequest: authorize,
      bodyLimit: SHELL_MANIFEST_BODY_LIMIT,
      schema: { body: ShellManifestSchema },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.checkShell(request.body, actorOf(request));
    },
  );

  app.post(
    '/platform/releases/:remote/:version',
    {
      onRequest: authorize,
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: { params: VersionParams, body: PublishBody },
    },
    async (request, reply) => {
      const remote = remoteOf(request.params.remote);
      const files = request.body.files.map((file) => ({
        path: file.path,
        body: Buffer.from(file.content, 'base64'),
      }));
      const release = await releases.publish(
        remote,
        request.params.version,
        files,
        actorOf(request),
      );
      reply.headers(noStore).status(201);
      return { remote, ...release };
    },
  );

  app.put(
    '/platform/releases/:remote/active',
    {
      onRequest: authorize,
      schema: { params: RemoteParams, body: z.object({ version: Version }) },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.deploy(
        remoteOf(request.params.remote),
        request.body.version,
        actorOf(request),
      );
    },
  );

  // A pass for the CLI's browser smoke test (release-preview.ts): its browser, and only it, gets
  // the release for a few minutes, in its pages and their server renders. Only a release that
  // passes the server's gate for the deploy or canary to come is worth opening in a browser.
  app.post(
    '/platform/releases/:remote/:version/preview',
    {
      onRequest: authorize,
      schema: {
        params: VersionParams,
        body: z.object({ for: z.enum(['deploy', 'canary']) }),
      },
    },
    async (request, reply) => {
      const remote = remoteOf(request.params.remote);
      const { version } = request.params;
      reply.headers(noStore);
      const actor = actorOf(request);
      await releases.gate(remote, version, actor, request.body.for);
      await audit(app.db, { action: 'release-preview', remote, version }, actor);
      return {
        cookie: { name: PREVIEW_COOKIE, value: previewPass(token, remote, version) },
        expiresInSeconds: PREVIEW_SECONDS,
        pages: smokePages(remote),
      };
    },
  );

  app.post(
    '/platform/releases/:remote/rollback',
    { onRequest: authorize, schema: { params: RemoteParams } },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.rollback(remoteOf(request.params.remote), actorOf(request));
    },
  );

  app.put(
    '/platform/releases/:remote/canary',
    {
      onRequest: authorize,
      schema: {
        params: RemoteParams,
        body: z.object({ version: Version, percent: z.number().int().min(1).max(99) }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.canary(
        remoteOf(request.params.remote),
        request.body.version,
        request.body.percent,
        actorOf(request),
      );
    },
  );

  app.delete(
    '/platform/releases/:remote/canary',
    { onRequest: authorize, schema: { params: RemoteParams } },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.stopCanary(remoteOf(request.params.remote), actorOf(request));
    },
  );

  app.post(
    '/platform/releases/:remote/promote',
    { onRequest: authorize, schema: { params: RemoteParams } },
    async (request, reply) => {
      reply.headers(noStore);
      return releases.promote(remoteOf(request.params.remote), actorOf(request));
    },
  );

  app.post(
    '/platform/releases/:remote/prune',
    {
      onRequest: authorize,
      schema: { params: RemoteParams, body: z.object({ keep: z.number().int().min(1).max(100) }) },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const remote = remoteOf(request.params.remote);
      return {
        remote,
        removed: await releases.prune(remote, request.body.keep, actorOf(request)),
      };
    },
  );
};

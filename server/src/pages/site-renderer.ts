import path from 'node:path';
import type { RemotesManifest } from '@iper/contracts';
import type { RemoteName } from '@iper/routes';
import type { FastifyInstance } from 'fastify';
import { localBuildOf, serverBuildDir } from '../releases/local-builds';
import { smokePages } from '../releases/release-preview';
import { renderTraceContext } from '../platform/tracing/page-spans';
import { PageRenderer } from './render/page-renderer';
import { localServerBuilds, RENDER_ORIGIN, renderWorkerFile } from './render/ssr-setup';

/**
 * The site's server renderer (render/page-renderer.ts) over the builds on this machine, or
 * undefined when server rendering is off (SSR=false). A variant is a visitor's set of the site's
 * remotes (JSON of the manifest): a canary's visitors render with the canary's server build.
 */
export function createSiteRenderer(app: FastifyInstance): PageRenderer | undefined {
  const { config } = app;
  if (!config.ssr) return undefined;
  const renderer = new PageRenderer({
    log: app.log,
    workerFile: renderWorkerFile(),
    shellServerMain: path.join(serverBuildDir(config.shellDist), 'main.cjs'),
    remotes: (variant) =>
      localServerBuilds(
        variant ? (JSON.parse(variant) as RemotesManifest) : app.remoteEntries.latest(),
        (remote, entry) => localBuildOf(config, app.releases.store, remote as RemoteName, entry),
      ),
    origin: RENDER_ORIGIN,
    readPublic: (read) => app.publicReads.answer(read),
    timeoutMs: config.ssrTimeoutMs,
    workers: config.ssrThreads,
    workerEnv: config.renderWorkerEnv,
    ...(app.tracing ? { traceContext: renderTraceContext } : {}),
  });
  app.addHook('onClose', async () => renderer.close());
  app.releases.addCheck((remote, entry) => smokeTest(app, renderer, remote, entry));
  return renderer;
}

/**
 * The release gate's smoke test (releases/compatibility-gate.ts): the remote's public pages
 * without parameters, rendered by the live shell's server build with the candidate release in
 * place of the active one, in a worker of their own. A page that cannot be rendered, or answers 5xx, is
 * a reason to refuse. Counted apart from the site's own renders (their breakers are not touched).
 */
async function smokeTest(
  app: FastifyInstance,
  renderer: PageRenderer,
  remote: RemoteName,
  entry: string,
): Promise<string[]> {
  if (!renderer.available) return [];
  const site = await app.remoteEntries.manifest();
  const candidate = {
    remotes: site.remotes.map((each) => (each.name === remote ? { name: remote, entry } : each)),
  };
  const variant = JSON.stringify(candidate);
  const problems: string[] = [];
  try {
    for (const pagePath of smokePages(remote)) {
      const result = await renderer.render(
        `release smoke test ${pagePath}`,
        { url: `${RENDER_ORIGIN}${pagePath}`, headers: {}, consentDecided: true, anonymous: true },
        variant,
      );
      if (result.kind === 'skip')
        problems.push(
          `${pagePath}: la pagina non si genera con la shell attiva (${result.reason})`,
        );
      else if (result.status >= 500)
        problems.push(`${pagePath}: la pagina risponde ${result.status} con la shell attiva`);
    }
  } finally {
    renderer.forget(variant);
  }
  return problems;
}

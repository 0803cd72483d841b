import type { FullConfig } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

/** What a build says about itself; `unknown` where the site does not say it. */
export interface BuildLine {
  name: string;
  version: string;
  commit: string;
  entry?: string;
}

const UNKNOWN = 'unknown';
const TIMEOUT_MS = 5_000;

async function getJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The server's version and commit from GET /api/health (`version`, `commit`, or a `build` object). */
export function serverLine(health: unknown): BuildLine {
  const body = (health ?? {}) as Record<string, unknown>;
  const build = (body.build ?? {}) as Record<string, unknown>;
  return {
    name: 'server',
    version: text(body.version) ?? text(build.version) ?? UNKNOWN,
    commit: text(body.commit) ?? text(build.commit) ?? UNKNOWN,
  };
}

/**
 * A remote's version and commit from its mf-manifest.json: the release record a build writes
 * (`metaData.release`), else Module Federation's own `buildInfo.buildVersion`.
 */
export function remoteLine(name: string, entry: string, manifest: unknown): BuildLine {
  const metaData = ((manifest ?? {}) as { metaData?: Record<string, unknown> }).metaData ?? {};
  const release = (metaData.release ?? {}) as Record<string, unknown>;
  const buildInfo = (metaData.buildInfo ?? {}) as Record<string, unknown>;
  const commit = text(release.commit) ?? text(buildInfo.commit) ?? UNKNOWN;
  return {
    name,
    version: text(release.version) ?? text(buildInfo.buildVersion) ?? UNKNOWN,
    commit: release.dirty === true ? `${commit} (with uncommitted changes)` : commit,
    entry,
  };
}

/** The server's and every live remote's build, as the site under test reports them. */
export async function siteBuilds(baseURL: string): Promise<BuildLine[]> {
  const lines = [serverLine(await getJson(`${baseURL}/api/health`))];
  const live = (await getJson(`${baseURL}/api/platform/remotes`)) as
    { remotes?: { name: string; entry: string }[] } | undefined;
  for (const { name, entry } of live?.remotes ?? []) {
    const url = new URL(entry, `${baseURL}/`).href;
    lines.push(remoteLine(name, url, await getJson(url)));
  }
  if (!live?.remotes) lines.push({ name: 'remotes', version: UNKNOWN, commit: UNKNOWN });
  return lines;
}

/**
 * Runs once before the journeys (after Playwright has started the server, if it starts one):
 * prints what is being tested, so a report says which builds it is about. Never fails the run.
 */
export default async function globalSetup(_config: FullConfig) {
  const lines = await siteBuilds(E2E_BASE_URL);
  const width = Math.max(...lines.map((line) => line.name.length));
  console.log(`\nTesting ${E2E_BASE_URL}`);
  for (const line of lines)
    console.log(
      `  ${line.name.padEnd(width)}  ${line.version}  commit ${line.commit}` +
        (line.entry ? `  ${line.entry}` : ''),
    );
  console.log('');
}

// Where an app's Node build goes: beside its browser build, never inside it. The site serves each
// browser build's folder whole (server/src/pages/site-files.ts), so a server build inside one
// could be asked for at some spelling of its address; beside it, no address reaches it.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node build of the browser build in `browserDir`: its sibling `<browserDir>-server` (an app's
 * dist/ and dist-server/, a publish's fresh dist/ and dist-server/). The server finds it by the
 * same rule (server/src/platform/releases/local-builds.ts, `serverBuildDir`).
 * @param {string} browserDir
 */
export function serverOutputDir(browserDir) {
  return `${path.resolve(browserDir)}-server`;
}

/**
 * Removes a server build left inside a browser build by builds before dist-server/ existed
 * (`dist/server/`, recognised by its own build history): the site would serve it now that no
 * rule hides it. Only a folder a build wrote is removed.
 */
export class RemoveServerBuildInsidePlugin {
  /** @param {string} browserDir */
  constructor(browserDir) {
    this.inside = path.join(browserDir, 'server');
  }

  apply(compiler) {
    compiler.hooks.beforeRun.tap('IperRemoveServerBuildInside', () => {
      if (existsSync(path.join(this.inside, '.build-history.json')))
        rmSync(this.inside, { recursive: true, force: true });
    });
  }
}

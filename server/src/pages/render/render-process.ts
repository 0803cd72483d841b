import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderWorkerInit } from '@iper/contracts';

/** Node 20 and 21 call the permission model experimental; 22 and later, `--permission`. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

/** The `node_modules` folders a module in `folder` may load packages from. */
function packageFolders(folder: string): string[] {
  const found: string[] = [];
  for (let at = folder; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules');
    if (existsSync(candidate)) found.push(candidate);
    if (path.dirname(at) === at) return found;
  }
}

/**
 * The folders a render may read: its own code (the worker, the shell's server build, the
 * remotes' server builds of its generation) and the packages they load. Nothing else: not the
 * data folder, not the uploads, not the releases of other versions, not the configuration.
 */
export function renderReadableFolders(
  workerFile: string,
  init: RenderWorkerInit,
  env: Readonly<Record<string, string>>,
): string[] {
  const code = [
    path.dirname(workerFile),
    path.dirname(init.shellServerMain),
    ...init.remotes.map((remote) => remote.serverDir),
  ];
  // ICU's data files, when the allow-listed environment names a folder of them.
  const icu = env.NODE_ICU_DATA;
  return [...new Set([...code, ...code.flatMap(packageFolders), ...(icu ? [icu] : [])])];
}

/**
 * One render process: the site's server code runs in a process of its own under Node's
 * permission model, so that code a domain team ships (a remote's server build) cannot read the
 * server's files, write any, start processes or threads; and with an environment of its own
 * (`env`: the allow-list in config, no secret). Its messages are the render protocol's
 * (libs/contracts/src/render-protocol.ts) over the IPC channel.
 */
export function startRenderProcess(
  workerFile: string | URL,
  init: RenderWorkerInit,
  env: Readonly<Record<string, string>>,
): ChildProcess {
  const file = workerFile instanceof URL ? fileURLToPath(workerFile) : workerFile;
  const readable = renderReadableFolders(file, init, env);
  return fork(file, [JSON.stringify(init)], {
    execArgv: [
      PERMISSION_FLAG,
      // `folder/*` is the folder and all under it (both `folder` and `folder/*` trip an assertion
      // in Node 20's permission tree).
      ...readable.map((folder) => `--allow-fs-read=${path.join(folder, '*')}`),
      // The permission model says it is experimental once per process: not news for the logs.
      '--no-warnings=ExperimentalWarning',
    ],
    env,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

import { statSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type {
  LocalRemoteServerBuild,
  PublicReadAnswer,
  PublicReadRequest,
  RenderRequest,
  RenderResult,
  RenderWorkerInit,
  RenderWorkerReply,
  RenderWorkerRequest,
} from '@iper/contracts';
import { startRenderProcess } from './render-process';

export interface RenderPoolOptions {
  log: FastifyBaseLogger;
  /** The compiled render-worker.js. */
  workerFile: string | URL;
  /** The shell's server build (dist/server/main.cjs). */
  shellServerMain: string;
  /**
   * The remotes whose server builds are on this machine, as they are now, for one set of the
   * site's remote versions (`variant`: opaque to the renderer; a canary's visitors have their own).
   */
  remotes: (variant: string) => LocalRemoteServerBuild[];
  /** The origin of the pages' URLs in a render (RenderWorkerInit.origin). */
  origin: string;
  /** Answers a render's read of the site's public data, in this process (platform/public-reads). */
  readPublic: (read: PublicReadRequest) => Promise<PublicReadAnswer>;
  /** A render slower than this gives the client-rendered page. */
  timeoutMs: number;
  /**
   * Render workers a generation may grow to (`app.config.ssrThreads`; 1 by default): it starts
   * with one and adds another only when a render arrives while every worker is busy.
   */
  workers?: number;
  /** The workers' environment (`app.config.renderWorkerEnv`); NODE_ENV is always production. */
  workerEnv?: Readonly<Record<string, string>>;
  /** The trace context of a render (its span's, when traced), handed to the worker with it. */
  traceContext?: (request: RenderRequest) => Record<string, string> | undefined;
}

/**
 * Answers a render's read of its visitor's own data, as the API answers that visitor: given with
 * a render for a signed-in visitor (pages.plugin.ts), used for that render's reads only.
 */
export type ViewerReads = (read: PublicReadRequest) => Promise<PublicReadAnswer>;

/** A personal read with no render of its visitor under way in that worker: refused. */
const NO_VIEWER: PublicReadAnswer = {
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Nessun visitatore' }),
};

/** How long the files are trusted before their dates are looked at again. */
const GENERATION_CHECK_MS = 1_000;
/** An old generation lives this long after a new one took over, for its renders in flight. */
const RETIRE_AFTER_MS = 10_000;
/**
 * Generations alive at once: the site's versions, and a canary's (issue 19); an older one makes
 * room. Each is one or a few worker processes, each with its own copy of the code: with `workers`, the
 * memory's bound.
 */
const MAX_GENERATIONS = 3;
/** Not a failure: nothing to render with (the page is the browser's, the breaker is not told). */
export const NO_SERVER_BUILD = 'no server build';

/** What a render is answered: its result, or why there is none. */
type RenderReply = Extract<RenderWorkerReply, { id: number }>;

/** One render process of a generation and the renders it has been asked for. */
interface RenderWorker {
  worker: ChildProcess;
  pending: Map<number, (reply: RenderReply) => void>;
}

interface Generation {
  key: string;
  init: RenderWorkerInit;
  /** Its workers, each with its own copy of the code (the first started with the generation). */
  workers: RenderWorker[];
  /** A worker has answered: the code loads and runs (a generation grows only then). */
  answered: boolean;
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The render workers, in "generations": each holds one set of versions of the shell's and the
 * remotes' server code, in one worker process or, while renders arrive faster than one answers,
 * in a few (`workers`): with one, four visitors at once queue behind each other's renders. When a
 * build on disk changes (a remote redeployed alone), the next request starts a new generation with
 * the new code and the old one is retired once its renders are done, so a redeploy shows within a
 * second and the old code is freed with its processes. A render that cannot be done (no build, a
 * worker that stops or does not answer) answers 'skip'.
 */
export class RenderPool {
  /** The generation each variant of the site's versions renders with, and when that was checked. */
  private readonly variants = new Map<string, { generation: Generation; checkedAt: number }>();
  /** Live generations by key, the most recently used last. */
  private readonly generations = new Map<string, Generation>();
  private nextId = 0;
  /** The visitor of each render under way for a signed-in visitor, by render id. */
  private readonly viewers = new Map<number, ViewerReads>();
  private availableAt = { checkedAt: 0, value: false };

  constructor(private readonly options: RenderPoolOptions) {}

  /** Whether the shell's server build exists at all (otherwise every page is client-rendered). */
  get available(): boolean {
    // Looked at once a second at most, like the builds' dates (a page asks for each request).
    const now = Date.now();
    if (now - this.availableAt.checkedAt >= GENERATION_CHECK_MS)
      this.availableAt = { checkedAt: now, value: modifiedAt(this.options.shellServerMain) > 0 };
    return this.availableAt.value;
  }

  /** The key of the generation the variant's next render runs on; undefined without a build. */
  version(variant: string): string | undefined {
    return this.generation(variant)?.key;
  }

  /**
   * One render by the variant's generation; `viewer` answers its reads of the visitor's own data
   * (a render for a signed-in visitor: `request.anonymous` false).
   */
  async render(
    request: RenderRequest,
    variant: string,
    viewer?: ViewerReads,
  ): Promise<RenderResult> {
    const generation = this.generation(variant);
    if (!generation) return { kind: 'skip', reason: NO_SERVER_BUILD };
    return this.ask(generation, request, viewer);
  }

  /** A variant no request will ask for again (a release's smoke test): its worker can go. */
  forget(variant: string): void {
    const known = this.variants.get(variant);
    this.variants.delete(variant);
    if (
      known &&
      ![...this.variants.values()].some((entry) => entry.generation === known.generation)
    )
      this.retire(known.generation);
  }

  /** Stops every worker (server shutdown). */
  async close(): Promise<void> {
    const all = [...this.generations.values()];
    this.generations.clear();
    this.variants.clear();
    await Promise.all(
      all.flatMap((generation) => generation.workers.map((each) => stop(each.worker))),
    );
  }

  private ask(
    generation: Generation,
    request: RenderRequest,
    viewer?: ViewerReads,
  ): Promise<RenderResult> {
    const id = (this.nextId += 1);
    const slot = this.workerFor(generation);
    if (viewer && !request.anonymous) this.viewers.set(id, viewer);
    return new Promise<RenderResult>((resolve) => {
      const timer = setTimeout(() => {
        slot.pending.delete(id);
        this.viewers.delete(id);
        // A worker that does not answer may be stuck: the next request starts a fresh one.
        if (this.generations.get(generation.key) === generation) this.retire(generation);
        resolve({ kind: 'skip', reason: `no answer within ${this.options.timeoutMs} ms` });
      }, this.options.timeoutMs);
      slot.pending.set(id, (reply) => {
        clearTimeout(timer);
        this.viewers.delete(id);
        resolve(reply.result ?? { kind: 'skip', reason: reply.error ?? 'no result' });
      });
      const trace = this.options.traceContext?.(request);
      slot.worker.send({ id, request, ...(trace ? { trace } : {}) } satisfies RenderWorkerRequest);
    });
  }

  /**
   * An idle worker of the generation, else the least busy one. When every worker is busy and the
   * generation may grow, another starts for the renders that come next: this one does not wait
   * for a worker that is still loading the code. A generation that has not answered yet (a
   * redeploy's first renders) does not grow: two workers loading the same code at once would
   * make both slower, on the very renders that show the new version.
   */
  private workerFor(generation: Generation): RenderWorker {
    const idle = generation.workers.find((each) => each.pending.size === 0);
    if (idle) return idle;
    const leastBusy = generation.workers.reduce((best, slot) =>
      slot.pending.size < best.pending.size ? slot : best,
    );
    if (generation.answered && generation.workers.length < (this.options.workers ?? 1))
      generation.workers.push(this.startWorker(generation));
    return leastBusy;
  }

  /** The generation for a variant's builds on disk now, starting a new one when they changed. */
  private generation(variant: string): Generation | undefined {
    const now = Date.now();
    const known = this.variants.get(variant);
    if (known && now - known.checkedAt < GENERATION_CHECK_MS && this.isLive(known.generation)) {
      this.touch(known.generation);
      return known.generation;
    }
    if (!this.available) return undefined;
    const remotes = this.options.remotes(variant);
    const key = JSON.stringify([
      modifiedAt(this.options.shellServerMain),
      remotes.map((remote) => [
        remote.name,
        remote.publicBase,
        modifiedAt(`${remote.serverDir}/remoteEntry.js`),
      ]),
    ]);
    let generation = this.generations.get(key);
    if (!generation) {
      generation = this.start(key, {
        shellServerMain: this.options.shellServerMain,
        origin: this.options.origin,
        remotes,
      });
      this.generations.set(key, generation);
      if (known)
        this.options.log.info(
          'server rendering: new builds on disk, a new render worker takes over',
        );
    }
    this.variants.set(variant, { generation, checkedAt: now });
    this.touch(generation);
    // A generation no variant renders with any more, or the least recently used beyond the bound.
    const used = new Set([...this.variants.values()].map((entry) => entry.generation));
    for (const old of this.generations.values())
      if (!used.has(old) || this.generations.size > MAX_GENERATIONS) this.retire(old);
    return generation;
  }

  private isLive(generation: Generation): boolean {
    return this.generations.get(generation.key) === generation;
  }

  private touch(generation: Generation): void {
    this.generations.delete(generation.key);
    this.generations.set(generation.key, generation);
  }

  /** Stops a generation once its renders in flight are done. */
  private retire(generation: Generation): void {
    if (!this.isLive(generation)) return;
    this.generations.delete(generation.key);
    for (const [variant, entry] of this.variants)
      if (entry.generation === generation) this.variants.delete(variant);
    setTimeout(() => {
      for (const slot of generation.workers) void stop(slot.worker);
    }, RETIRE_AFTER_MS).unref();
  }

  private start(key: string, init: RenderWorkerInit): Generation {
    const generation: Generation = { key, init, workers: [], answered: false };
    generation.workers.push(this.startWorker(generation));
    return generation;
  }

  /**
   * A worker process of the generation. One that stops settles its renders as failures and takes its
   * generation out of use: the next request starts a fresh one.
   */
  private startWorker(generation: Generation): RenderWorker {
    const worker = startRenderProcess(this.options.workerFile, generation.init, {
      ...this.options.workerEnv,
      NODE_ENV: 'production',
    });
    // Neither the process nor its channel keeps the server running.
    worker.unref();
    worker.channel?.unref();
    const slot: RenderWorker = { worker, pending: new Map() };
    worker.on('message', (reply: RenderWorkerReply) => {
      if ('readId' in reply) {
        const { readId, renderId } = reply;
        // A personal read is answered only for a render of that worker's still under way.
        const viewer =
          renderId === undefined
            ? undefined
            : slot.pending.has(renderId)
              ? this.viewers.get(renderId)
              : undefined;
        const answering =
          renderId === undefined
            ? this.options.readPublic(reply.read)
            : viewer
              ? viewer(reply.read)
              : Promise.resolve(NO_VIEWER);
        void answering.then((answer) => {
          if (worker.connected) worker.send({ readId, answer } satisfies RenderWorkerRequest);
        });
        return;
      }
      generation.answered = true;
      const settle = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = (error: unknown) => {
      this.options.log.error({ err: error }, 'render worker stopped');
      for (const settle of slot.pending.values()) settle({ id: 0, error: 'render worker stopped' });
      slot.pending.clear();
      generation.workers = generation.workers.filter((each) => each !== slot);
      this.retire(generation);
    };
    worker.on('error', fail);
    worker.on(
      'exit',
      (code) =>
        // A retired generation's workers are ended on purpose: not a failure.
        code !== 0 &&
        this.isLive(generation) &&
        generation.workers.includes(slot) &&
        fail(new Error(`exit ${code}`)),
    );
    return slot;
  }
}

/** Ends a render process (its renders in flight, if any, are settled by its exit). */
function stop(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.kill();
  });
}

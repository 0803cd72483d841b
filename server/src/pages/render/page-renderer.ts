import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type {
  LocalRemoteServerBuild,
  RenderRequest,
  RenderResult,
  RenderWorkerInit,
  RenderWorkerReply,
} from '@iper/contracts';

export interface PageRendererOptions {
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
  /** The server's own address (known once it listens). */
  origin: () => string;
  /** A render slower than this gives the client-rendered page. */
  timeoutMs: number;
  /**
   * Render threads a generation may grow to (`app.config.ssrThreads`; 1 by default): it starts
   * with one and adds another only when a render arrives while every thread is busy.
   */
  threads?: number;
  /** The workers' environment (`app.config.renderWorkerEnv`); NODE_ENV is always production. */
  workerEnv?: Readonly<Record<string, string>>;
}

/**
 * The render breaker (docs/architecture.md, "Degradation"). After this many failures in a row, one
 * address (the rendered URL: its path and the parameters its route declares) is client-rendered
 * for a while without trying; a route's pages all are only when its failures are the server's.
 */
const BREAKER_FAILURES = 3;
const BREAKER_OPEN_MS = 30_000;
/**
 * Without an address of the route known to render, the route's failures in a row must come from
 * this many visitors (client addresses) before the route pauses: one visitor never pauses it.
 */
const BREAKER_CLIENTS = 3;
/** Addresses whose failures are counted at once (any text can be asked for: bounded). */
const MAX_ADDRESS_BREAKERS = 1_000;
/** How long the files are trusted before their dates are looked at again. */
const GENERATION_CHECK_MS = 1_000;
/** An old generation lives this long after a new one took over, for its renders in flight. */
const RETIRE_AFTER_MS = 10_000;
/**
 * Generations alive at once: the site's versions, and a canary's (issue 19); an older one makes
 * room. Each is one or a few threads, each with its own copy of the code: with `threads`, the
 * memory's bound.
 */
const MAX_GENERATIONS = 3;
/** Not a failure: nothing to render with (the page is the browser's, the breaker is not told). */
const NO_SERVER_BUILD = 'no server build';

interface Breaker {
  failures: number;
  openUntil: number;
}

interface RouteBreaker extends Breaker {
  /** The visitors whose requests failed in a row (at most BREAKER_CLIENTS are kept). */
  clients: Set<string>;
  /** The last request of the route that rendered, and for which variant: the known-good probe. */
  knownGood?: { request: RenderRequest; variant: string };
  /** A known-good request is being rendered again to tell whose fault the failures are. */
  probing: boolean;
}

/** A client address as the breaker counts visitors: an IPv6 address by its /64 (one subscriber). */
function visitorOf(client: string): string {
  if (!client.includes(':') || client.startsWith('::ffff:')) return client;
  return client.split(':').slice(0, 4).join(':');
}

/** One worker thread of a generation and the renders it has been asked for. */
interface RenderThread {
  worker: Worker;
  pending: Map<number, (reply: RenderWorkerReply) => void>;
}

interface Generation {
  key: string;
  init: RenderWorkerInit;
  /** Its threads, each with its own copy of the code (the first started with the generation). */
  threads: RenderThread[];
  /** A thread has answered: the code loads and runs (a generation grows only then). */
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
 * Server rendering through worker "generations": each holds one set of versions of the shell's
 * and the remotes' server code, in one thread or, while renders arrive faster than one thread
 * answers, in a few (`threads`): with one, four visitors at once queue behind each other's
 * renders. When a build on disk changes (a remote redeployed alone), the next request starts a
 * new generation with the new code and the old one is retired once its renders are done, so a
 * redeploy shows within a second and the old code is freed with its threads. Anything that goes wrong (no build, a remote that throws or hangs) answers 'skip': the
 * caller then serves the client-rendered page, never an error.
 */
export class PageRenderer {
  /** The generation each variant of the site's versions renders with, and when that was checked. */
  private readonly variants = new Map<string, { generation: Generation; checkedAt: number }>();
  /** Live generations by key, the most recently used last. */
  private readonly generations = new Map<string, Generation>();
  private nextId = 0;
  /** Per route pattern: one page that cannot render on the server does not stop the others. */
  private readonly breakers = new Map<string, RouteBreaker>();
  /** Per rendered address (route, variant and URL), the least recently failed first. */
  private readonly addressBreakers = new Map<string, Breaker>();
  /** Renders under way, by route and request. */
  private readonly inFlight = new Map<string, Promise<RenderResult>>();
  private dataVersion = 0;
  private availableAt = { checkedAt: 0, value: false };

  constructor(private readonly options: PageRendererOptions) {}

  /** Whether the shell's server build exists at all (otherwise every page is client-rendered). */
  get available(): boolean {
    // Looked at once a second at most, like the builds' dates (a page asks for each request).
    const now = Date.now();
    if (now - this.availableAt.checkedAt >= GENERATION_CHECK_MS)
      this.availableAt = { checkedAt: now, value: modifiedAt(this.options.shellServerMain) > 0 };
    return this.availableAt.value;
  }

  /**
   * The generation of server code the next render runs on (a new one when a build on disk
   * changed): part of the HTML cache's key. Undefined when there is no server build.
   */
  version(variant = ''): string | undefined {
    return this.generation(variant)?.key;
  }

  /**
   * Renders a page, or answers 'skip'. The same request while it is being rendered waits for that
   * render instead of starting another (a render depends on nothing but its request and the
   * code), so a crowd on a page that just left the HTML cache costs one render.
   * @param route the route pattern the page belongs to (its failures are counted together)
   * @param client who asked (the client address): a route pauses only on failures that are not
   *   one visitor's doing
   */
  render(route: string, request: RenderRequest, variant = '', client = ''): Promise<RenderResult> {
    const key = `${this.dataVersion}\n${route}\n${variant}\n${JSON.stringify(request)}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const rendering = this.renderOnce(route, request, variant, client).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, rendering);
    return rendering;
  }

  private async renderOnce(
    route: string,
    request: RenderRequest,
    variant: string,
    client: string,
  ): Promise<RenderResult> {
    const now = Date.now();
    const breaker = this.breakers.get(route);
    if (breaker && now < breaker.openUntil)
      return { kind: 'skip', reason: 'server rendering paused after repeated failures' };
    const address = `${route}\n${variant}\n${request.url}`;
    const addressBreaker = this.addressBreakers.get(address);
    if (addressBreaker && now < addressBreaker.openUntil)
      return { kind: 'skip', reason: 'server rendering paused for this address after failures' };
    const result = await this.renderInWorker(request, variant);
    if (result.kind === 'skip') {
      if (result.reason !== NO_SERVER_BUILD)
        this.failed(route, address, request.url, client, result.reason);
    } else {
      if (result.kind === 'html' && result.lateQueries)
        this.options.log.warn(
          { route, queries: result.lateQueries },
          'a page asked for data its loaders had not loaded: it was rendered twice',
        );
      this.addressBreakers.delete(address);
      // A page drawn in full is the known-good probe (a redirect may come before any drawing).
      const knownGood =
        result.kind === 'html' && result.status === 200 ? { request, variant } : breaker?.knownGood;
      this.breakers.set(route, {
        failures: 0,
        openUntil: 0,
        clients: new Set(),
        probing: false,
        ...(knownGood ? { knownGood } : {}),
      });
    }
    return result;
  }

  /** One render by the variant's worker generation (the tests stand in for it). */
  protected async renderInWorker(request: RenderRequest, variant: string): Promise<RenderResult> {
    const generation = this.generation(variant);
    if (!generation) return { kind: 'skip', reason: NO_SERVER_BUILD };
    return this.ask(generation, request);
  }

  /**
   * The data pages show changed (the response cache forgot a tag): a request from now on does not
   * wait for a render that started before, which may show the old data.
   */
  dataChanged(): void {
    this.dataVersion += 1;
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
      all.flatMap((generation) => generation.threads.map((thread) => thread.worker.terminate())),
    );
  }

  /**
   * Counts a failed render. The address pauses after BREAKER_FAILURES in a row: whoever asks for
   * it again gets the browser's page without a render (a visitor repeating a bad address pauses
   * only that address). The route pauses only when the failures are the server's: its last
   * known-good request, rendered again, fails too; with none known yet (the route has not rendered
   * since the start), when the failures came from BREAKER_CLIENTS visitors. A render cannot tell
   * whose fault a loader's error is, the known-good request can.
   */
  private failed(route: string, address: string, url: string, client: string, reason: string) {
    const now = Date.now();
    const addressBreaker = this.addressBreakers.get(address) ?? { failures: 0, openUntil: 0 };
    this.addressBreakers.delete(address);
    this.addressBreakers.set(address, addressBreaker);
    if (this.addressBreakers.size > MAX_ADDRESS_BREAKERS)
      this.addressBreakers.delete(this.addressBreakers.keys().next().value as string);
    addressBreaker.failures += 1;
    if (addressBreaker.failures >= BREAKER_FAILURES) {
      addressBreaker.failures = 0;
      addressBreaker.openUntil = now + BREAKER_OPEN_MS;
    }

    const breaker = this.breakers.get(route) ?? {
      failures: 0,
      openUntil: 0,
      clients: new Set<string>(),
      probing: false,
    };
    this.breakers.set(route, breaker);
    breaker.failures += 1;
    if (breaker.clients.size < BREAKER_CLIENTS) breaker.clients.add(visitorOf(client));
    this.options.log.warn(
      { route, reason, failures: breaker.failures },
      'server rendering skipped: the page is rendered in the browser',
    );
    if (breaker.failures < BREAKER_FAILURES || breaker.probing) return;
    const knownGood = breaker.knownGood;
    if (!knownGood || knownGood.request.url === url) {
      if (knownGood || breaker.clients.size >= BREAKER_CLIENTS) this.pause(route, breaker);
      return;
    }
    breaker.probing = true;
    void this.renderInWorker(knownGood.request, knownGood.variant)
      .catch((error: unknown): RenderResult => ({ kind: 'skip', reason: String(error) }))
      .then((probe) => {
        breaker.probing = false;
        if (probe.kind === 'skip') this.pause(route, breaker);
        else {
          // The server renders the route: the failures were their addresses' own.
          breaker.failures = 0;
          breaker.clients.clear();
        }
      });
  }

  private pause(route: string, breaker: RouteBreaker) {
    breaker.openUntil = Date.now() + BREAKER_OPEN_MS;
    breaker.failures = 0;
    breaker.clients.clear();
    this.options.log.error(
      { route, pauseMs: BREAKER_OPEN_MS },
      'server rendering of a route paused after repeated failures',
    );
  }

  private ask(generation: Generation, request: RenderRequest): Promise<RenderResult> {
    const id = (this.nextId += 1);
    const thread = this.threadFor(generation);
    return new Promise<RenderResult>((resolve) => {
      const timer = setTimeout(() => {
        thread.pending.delete(id);
        // A worker that does not answer may be stuck: the next request starts a fresh one.
        if (this.generations.get(generation.key) === generation) this.retire(generation);
        resolve({ kind: 'skip', reason: `no answer within ${this.options.timeoutMs} ms` });
      }, this.options.timeoutMs);
      thread.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply.result ?? { kind: 'skip', reason: reply.error ?? 'no result' });
      });
      thread.worker.postMessage({ id, request });
    });
  }

  /**
   * An idle thread of the generation, else the least busy one. When every thread is busy and the
   * generation may grow, another starts for the renders that come next: this one does not wait
   * for a thread that is still loading the code. A generation that has not answered yet (a
   * redeploy's first renders) does not grow: two threads loading the same code at once would
   * make both slower, on the very renders that show the new version.
   */
  private threadFor(generation: Generation): RenderThread {
    const idle = generation.threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    const leastBusy = generation.threads.reduce((best, thread) =>
      thread.pending.size < best.pending.size ? thread : best,
    );
    if (generation.answered && generation.threads.length < (this.options.threads ?? 1))
      generation.threads.push(this.startThread(generation));
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
        origin: this.options.origin(),
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
      for (const thread of generation.threads) void thread.worker.terminate();
    }, RETIRE_AFTER_MS).unref();
  }

  private start(key: string, init: RenderWorkerInit): Generation {
    const generation: Generation = { key, init, threads: [], answered: false };
    generation.threads.push(this.startThread(generation));
    return generation;
  }

  /**
   * A thread of the generation. One that stops settles its renders as failures and takes its
   * generation out of use: the next request starts a fresh one.
   */
  private startThread(generation: Generation): RenderThread {
    const worker = new Worker(this.options.workerFile, {
      workerData: generation.init,
      env: { ...this.options.workerEnv, NODE_ENV: 'production' },
    });
    worker.unref();
    const thread: RenderThread = { worker, pending: new Map() };
    worker.on('message', (reply: RenderWorkerReply) => {
      generation.answered = true;
      const settle = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = (error: unknown) => {
      this.options.log.error({ err: error }, 'render worker stopped');
      for (const settle of thread.pending.values())
        settle({ id: 0, error: 'render worker stopped' });
      thread.pending.clear();
      generation.threads = generation.threads.filter((each) => each !== thread);
      this.retire(generation);
    };
    worker.on('error', fail);
    worker.on(
      'exit',
      (code) =>
        // A retired generation's threads are ended on purpose: not a failure.
        code !== 0 &&
        this.isLive(generation) &&
        generation.threads.includes(thread) &&
        fail(new Error(`exit ${code}`)),
    );
    return thread;
  }
}

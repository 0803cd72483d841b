import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * What instances behind one load balancer share besides the database (docs/deployment.md). With
 * REDIS_URL: Redis holds the rate-limit counters and the per-account throttle, a counter every
 * cached session is checked against (a logout on one instance ends the session on all of them at
 * once), and a channel that carries cache invalidations to every instance. Without it (one
 * server, the default) all of this stays in the process and `redis` is undefined.
 *
 * Redis down: the site keeps serving. Commands fail at once (no queue) and each user decides:
 * credential routes refuse (fail closed, a 503 in Italian), read-only ones skip their limit
 * (fail open), sessions are read from the database. When Redis is back, every instance drops its
 * caches once (invalidations sent meanwhile were lost) and everything is shared again.
 */
export type SharedChannel = 'cache-invalidation';

export interface SharedState {
  readonly redis: Redis | undefined;
  /** Names this process in the messages it sends (it ignores its own). */
  readonly instanceId: string;
  /** Tells the other instances; never throws (a lost message is logged). */
  publish(channel: SharedChannel, message: string): Promise<void>;
  /** Messages the other instances published. */
  subscribe(channel: SharedChannel, handler: (message: string) => void): void;
  /** Called when Redis is reachable again after a loss (messages sent meanwhile are lost). */
  onReconnect(handler: () => void): void;
  /** 'none' without Redis; readiness reports 'down' while it is unreachable. */
  status(): 'none' | 'up' | 'down';
  /** Throws unless Redis answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shared: SharedState;
  }
}

const KEY_PREFIX = 'iper:';

/** Nothing shared: one process. */
export function inProcessState(): SharedState {
  return {
    redis: undefined,
    instanceId: `${hostname()}:${process.pid}`,
    publish: async () => undefined,
    subscribe: () => undefined,
    onReconnect: () => undefined,
    status: () => 'none',
    ping: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Connects to Redis: one connection for commands (no offline queue, a short command timeout, so
 * a Redis that is down or hung costs a request a second at most), one for subscriptions. Resolves
 * once both are ready or after `readyWithinMs` (the server starts anyway and reconnects).
 */
export async function connectSharedState(
  url: string,
  log: FastifyBaseLogger,
  readyWithinMs = 3000,
): Promise<SharedState> {
  const instanceId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const retryStrategy = (times: number) => Math.min(100 * times, 2000);
  const redis = new Redis(url, {
    keyPrefix: KEY_PREFIX,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy,
  });
  const subscriber = new Redis(url, { connectTimeout: 2000, retryStrategy });
  const handlers = new Map<string, ((message: string) => void)[]>();
  const reconnectHandlers: (() => void)[] = [];
  let up = false;
  let everReady = false;

  redis.on('ready', () => {
    if (!up && everReady) {
      log.warn('Redis is back: caches dropped once, shared state in use again');
      for (const handler of reconnectHandlers) handler();
    }
    up = true;
    everReady = true;
  });
  const down = (error?: Error) => {
    if (up) log.error({ err: error }, 'Redis unreachable: serving on (credential routes refuse)');
    up = false;
  };
  redis.on('error', down);
  redis.on('close', () => down());
  subscriber.on('error', () => undefined); // reported through the command connection
  subscriber.on('message', (channel: string, raw: string) => {
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: string };
      if (from === instanceId) return;
      for (const handler of handlers.get(channel) ?? []) handler(message);
    } catch (error) {
      log.error({ err: error, channel }, 'unreadable message from another instance');
    }
  });

  const ready = (client: Redis) =>
    client.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => client.once('ready', () => resolve()));
  const timeout = new Promise<'late'>((resolve) =>
    setTimeout(() => resolve('late'), readyWithinMs).unref(),
  );
  if ((await Promise.race([Promise.all([ready(redis), ready(subscriber)]), timeout])) === 'late')
    log.error({ redis: redactedUrl(url) }, 'Redis not reachable at start: serving on, retrying');

  return {
    redis,
    instanceId,
    async publish(channel, message) {
      try {
        await redis.publish(
          `${KEY_PREFIX}${channel}`,
          JSON.stringify({ from: instanceId, message }),
        );
      } catch (error) {
        log.error({ err: error, channel }, 'could not tell the other instances');
      }
    },
    subscribe(channel, handler) {
      const name = `${KEY_PREFIX}${channel}`;
      const list = handlers.get(name) ?? [];
      if (list.length === 0) {
        // Subscribed again by ioredis itself after a reconnection.
        subscriber.subscribe(name).catch((error: unknown) => {
          log.error({ err: error, channel }, 'could not subscribe to the other instances');
        });
      }
      handlers.set(name, [...list, handler]);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    status: () => (up && redis.status === 'ready' ? 'up' : 'down'),
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}

/** redis://user:secret@host → redis://user:***@host (logs never carry the password). */
function redactedUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/** Decorates the app with its shared state (before everything that counts or caches). */
async function sharedState(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  const shared = url ? await connectSharedState(url, app.log) : inProcessState();
  app.decorate('shared', shared);
  app.addHook('onClose', async () => shared.close());
}

export const sharedStatePlugin = fp(sharedState, { name: 'iper-shared-state', fastify: '5.x' });

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { afterAnswer } from './after-answer';

/**
 * A browser for integration tests: it keeps cookies between requests and sends the CSRF header
 * the way the site's base query does (unless told not to), so tests read like user journeys.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly csrfCookie = 'iper.csrf',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    options: {
      csrf?: boolean;
      headers?: Record<string, string>;
      /** The client's address (default 127.0.0.1). */ remoteAddress?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && options.csrf !== false)
      headers['x-csrf-token'] = this.cookies.get(this.csrfCookie) ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    // What a route does after answering (the reset mail) is done before the test reads on.
    await afterAnswer.settled();
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Opens the site: the session check hands out the CSRF cookie. */
  async open(): Promise<this> {
    await this.request('GET', '/api/account/session/verify');
    return this;
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/identity/login', { email, password });
  }
}

/** Every line the app logs from now on (the logger's stream is swapped for an array). */
export function captureLogs(app: FastifyInstance): string[] {
  const lines: string[] = [];
  const log = app.log as unknown as Record<symbol, unknown>;
  const streamSymbol = Object.getOwnPropertySymbols(log).find(
    (symbol) => symbol.description === 'pino.stream',
  );
  if (!streamSymbol) throw new Error('the app has no pino logger (LOG_LEVEL silent?)');
  log[streamSymbol] = { write: (line: string) => lines.push(line) };
  return lines;
}

/** The token of the last reset link mailed to `email` (read from the outbox table). */
export async function latestResetToken(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/#token=([\w%-]+)/.exec(mail.text_body)![1]!);
}

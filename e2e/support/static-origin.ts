import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { freePort } from './server';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>`: another origin than the site's. */
  origin: string;
  /** Paths asked for, in order (what the browser loaded from here). */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * A second origin serving a folder with CORS, as a CDN serves a remote's published builds.
 */
export async function startStaticOrigin(root: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    response.setHeader('access-control-allow-origin', '*');
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(root + path.sep)) return void response.writeHead(404).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': /\.[0-9a-f]{10}\./.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

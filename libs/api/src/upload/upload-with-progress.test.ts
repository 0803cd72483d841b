/**
 * @jest-environment jsdom
 */
// jsdom's own FormData and Blob (the preset's environment swaps in Node's FormData, which jsdom's
// XMLHttpRequest does not know how to send).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadWithProgress } from './upload-with-progress';

// A real HTTP server on the loopback: jsdom's XMLHttpRequest sends the multipart body over a
// socket, so the progress, the headers and the answer are the real thing, not a stand-in's.
let server: Server;
let origin: string;
const received: { method?: string; headers: IncomingMessage['headers']; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'accept, x-csrf-token, content-type');
    response.setHeader('access-control-allow-methods', 'POST, PUT');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, bytes });
      if (request.url === '/not-json')
        return void response
          .writeHead(502, { 'content-type': 'text/html' })
          .end('<h1>Bad gateway</h1>');
      response.writeHead(request.method === 'POST' ? 201 : 400, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ got: bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function form(size: number): FormData {
  const body = new FormData();
  body.append('name', 'Mario');
  body.append('cv', new Blob([new Uint8Array(size)], { type: 'application/pdf' }), 'cv.pdf');
  return body;
}

describe('an upload with progress', () => {
  it('sends the multipart body with its headers and answers the status and JSON body', async () => {
    const result = await uploadWithProgress({
      method: 'POST',
      url: `${origin}/applications`,
      body: form(200_000),
      headers: { 'x-csrf-token': 'token-1' },
    });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-csrf-token']).toBe('token-1');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.bytes).toBeGreaterThan(200_000);
    expect(result).toEqual({ status: 201, body: { got: request.bytes } });
  });

  it('reports the share of the body sent, as whole percents, only when the total is known', async () => {
    // jsdom's XMLHttpRequest reports no upload progress for a multipart body of unknown length:
    // the browser's events are played on the real request's upload target as it is sent.
    const send = XMLHttpRequest.prototype.send;
    const spy = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
      body,
    ) {
      for (const [loaded, total, lengthComputable] of [
        [1, 0, false],
        [333, 1000, true],
        [1000, 1000, true],
      ] as const) {
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { loaded, total, lengthComputable }),
        );
      }
      send.call(this, body);
    });
    const progress: number[] = [];
    try {
      await uploadWithProgress({
        method: 'POST',
        url: `${origin}/applications`,
        body: form(10),
        onProgress: (p) => progress.push(p),
      });
    } finally {
      spy.mockRestore();
    }
    expect(progress).toEqual([33, 100]);
  });

  it('resolves a refusal too, and an answer that is not JSON has no body', async () => {
    await expect(
      uploadWithProgress({ method: 'PUT', url: `${origin}/applications/1`, body: form(10) }),
    ).resolves.toMatchObject({
      status: 400,
    });
    await expect(
      uploadWithProgress({ method: 'POST', url: `${origin}/not-json`, body: form(10) }),
    ).resolves.toEqual({
      status: 502,
      body: undefined,
    });
  });

  it('rejects, named by its label, when the request cannot be made', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      uploadWithProgress({
        method: 'POST',
        url: `http://127.0.0.1:${port}/x`,
        body: form(10),
        label: 'help request',
      }),
    ).rejects.toThrow('help request: network error');
  });
});

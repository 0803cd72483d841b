import net, { type AddressInfo } from 'node:net';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';

/**
 * Issue 17, point 7: a body trickled in a byte at a time (every 5 s in the probe; every 0.5 s here,
 * against a 2 s REQUEST_TIMEOUT_SECONDS) never tripped an idle timeout and held the connection
 * for ever. The whole request must arrive within the request timeout, or the server answers 408
 * and closes the connection.
 */
describe('request timeout (issue 17, point 7)', () => {
  let server: TestServer;
  let port: number;
  const previous = process.env.REQUEST_TIMEOUT_SECONDS;

  beforeAll(async () => {
    process.env.REQUEST_TIMEOUT_SECONDS = '2';
    server = await startTestServer(singleTestDatabase());
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.REQUEST_TIMEOUT_SECONDS;
    else process.env.REQUEST_TIMEOUT_SECONDS = previous;
  });

  it('answers 408 and closes the connection when a body trickles in slower than the request timeout allows', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString()));
    socket.on('error', () => undefined);
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    socket.write(
      'POST /api/feedback HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 500);
    const elapsed = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000)),
    ]);
    clearInterval(trickle);
    socket.destroy();
    expect(elapsed).toBeGreaterThan(1_500);
    expect(elapsed).toBeLessThan(6_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});

import net from 'node:net';

/**
 * Sends one request line to the server byte for byte (UTF-8) and reads the answer's status and
 * Location. HTTP clients and `inject` normalise a target first (backslashes, absolute form, raw
 * control or non-ASCII characters), so what a probe really sends is tested through a socket.
 * @param requestLine e.g. `GET /\\evil.example/ HTTP/1.1`
 */
export async function sendRequestLine(
  port: number,
  requestLine: string,
): Promise<{ status: number; location: string | undefined }> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        Buffer.from(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'utf8'),
      ),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [statusLine = '', ...headers] = answer.split('\r\n\r\n')[0]!.split('\r\n');
  const location = headers.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
  return { status: Number(statusLine.split(' ')[1]), location };
}

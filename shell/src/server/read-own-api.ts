/**
 * How a server render reads the server's own API (the loopback): uncompressed. An answer
 * compressed for the loopback would cost the server's thread a compression and the render
 * worker's a decompression, for every answer a render reads.
 */
export const readOwnApi: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set('accept-encoding', 'identity');
  return fetch(new Request(request, { headers }));
};

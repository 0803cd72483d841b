import { setupServer } from 'msw/node';

type Handler = Parameters<typeof setupServer>[number];

/**
 * The one network fake of the front-end tests: an MSW server for this test file that answers with
 * `handlers` (a remote's fixtures), listening from the first test to the last. A test adds or
 * overrides handlers with `network.use(...)`; they are dropped after it. A request no handler
 * answers fails the test, so a test can never pass on a call it did not expect.
 *
 * Call it once, at the top of a test file.
 */
export function setupNetwork(...handlers: Handler[]) {
  const server = setupServer(...handlers);
  // Clones, taken before a handler reads the body, so a test can read what was sent.
  const received: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    received.push(request.clone());
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
  });
  afterAll(() => server.close());

  return {
    use: (...overrides: Handler[]) => server.use(...overrides),
    /** Every request the fake received in this test, in order. */
    requests: (): Request[] => [...received],
    /** The requests the fake received in this test for a path (and a method, if given). */
    requestsTo: (pathname: string, method?: string): Request[] =>
      received.filter(
        (request) =>
          new URL(request.url).pathname === pathname && (!method || request.method === method),
      ),
  };
}

/** The network fake of a test file, as `setupNetwork` returns it. */
export type Network = ReturnType<typeof setupNetwork>;

import { siteFetch } from '@iper/api';
import type { liteClient } from 'algoliasearch/lite';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/**
 * The search client's requester for a server render: its queries go through the site's fetch,
 * which the render worker answers in-process for our own engine (site-origin.ts). algoliasearch's
 * Node requester would open an HTTP connection to ourselves.
 */
export const siteFetchRequester: Requester = {
  async send(request) {
    try {
      const response = await siteFetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.data === undefined
          ? {}
          : {
              body: typeof request.data === 'string' ? request.data : new Uint8Array(request.data),
            }),
        signal: AbortSignal.timeout(request.connectTimeout + request.responseTimeout),
      });
      return { status: response.status, content: await response.text(), isTimedOut: false };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return { status: 0, content: '', isTimedOut: true };
      throw error;
    }
  },
};

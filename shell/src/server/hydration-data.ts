import type { RenderedApiState } from '@iper/api';
import type { FormOutcome } from '@iper/contracts';
import type { RemoteName } from '@iper/routes';
import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';

/**
 * What the browser needs to hydrate a server-rendered page: the remote whose routes must be in the
 * tree before hydration, and the router's state (loader data, and the error responses of pages
 * that answer one, such as a missing story's 404, as plain data). A page whose loader threw
 * anything else is not server-rendered (render-page.tsx).
 */
export interface SerializedHydration {
  remote: RemoteName;
  state: HydrationState;
  /** The queries the page was drawn with (RTK Query: `renderedApiState`), for the browser's store. */
  queries: RenderedApiState;
  /** The instant the page was drawn at (epoch ms): the browser hydrates with the same "now". */
  renderedAt: number;
  /** Drawn for a visitor without a session: hydrated signed out too (`RenderedSignedOut`). */
  signedOut: boolean;
  /** A plain form the server refused just before (`FormOutcomeContext`): hydrated filled too. */
  formOutcome?: FormOutcome;
}

/**
 * A route error that is a failure, not an answer (a 404 is an answer: the page renders it), as a
 * message for the log; undefined when there is none.
 */
export function firstFailure(context: StaticHandlerContext): string | undefined {
  const failure = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error));
  if (failure === undefined) return undefined;
  return failure instanceof Error ? failure.message : String(failure);
}

function serializeError(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) throw new Error('only error responses are serialised');
  return {
    status: error.status,
    statusText: error.statusText,
    internal: (error as { internal?: boolean }).internal ?? false,
    data: error.data,
  };
}

export function serializeHydrationData(
  remote: RemoteName,
  context: StaticHandlerContext,
  queries: RenderedApiState,
  renderedAt: number,
  signedOut: boolean,
  formOutcome?: FormOutcome,
): SerializedHydration {
  return {
    queries,
    renderedAt,
    signedOut,
    ...(formOutcome ? { formOutcome } : {}),
    remote,
    state: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors
        ? Object.fromEntries(
            Object.entries(context.errors).map(([id, error]) => [id, serializeError(error)]),
          )
        : null,
    },
  };
}

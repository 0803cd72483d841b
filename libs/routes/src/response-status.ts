import { createContext, useContext } from 'react';

/**
 * The HTTP status of a server-rendered page, for pages that find out while rendering that what was
 * asked for does not exist (a store, a position, a flyer loaded with RTK Query): they render their
 * "not found" view and say 404, and the server answers with it. In the browser there is no
 * response to set: the context is absent and the hook does nothing.
 */
export interface ResponseStatus {
  set(status: number): void;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

export function useResponseStatus(status: number | undefined): void {
  const response = useContext(ResponseStatusContext);
  // Said while rendering, to the server's per-request recorder: the last render is the one sent.
  if (response && status !== undefined) response.set(status);
}

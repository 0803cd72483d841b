import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's parameters, changed one at a time, where changes made in a row all stay (a search,
 * then a filter, then a sort). React Router applies each change as a transition, so the page may
 * not have drawn the first change yet when the second comes: the second starts from the first,
 * not from the address the page last drew. An address the page did not write itself (a link
 * followed) is started from as it is.
 */
export function useParamUpdates() {
  const [params, setParams] = useSearchParams();
  // What this page wrote, oldest first, starting with the address it wrote over.
  const written = useRef<string[]>([]);

  const update = (name: string, value: string) => {
    const seen = params.toString();
    const since = written.current.lastIndexOf(seen);
    const next = new URLSearchParams(since >= 0 ? written.current.at(-1) : seen);
    if (value) next.set(name, value);
    else next.delete(name);
    written.current = [...(since >= 0 ? written.current.slice(since) : [seen]), next.toString()];
    setParams(next, { replace: true });
  };
  const clear = () => {
    written.current = [params.toString(), ''];
    setParams(new URLSearchParams(), { replace: true });
  };
  return { params, update, clear };
}

/**
 * Turns for the database: one task at a time, the others wait in arrival order, and past `waiting`
 * queued tasks a new one is refused (onFull's error).
 *
 * Why: with PGlite the database runs in the server's own thread, in one queue. Ten heavy search
 * requests running side by side kept a query of each in that queue, so every other request's
 * statement (a health check, a page) waited behind ten of them. One search request at a time
 * leaves at most one search query ahead of anyone else. (Small enough not to add a dependency.)
 */
export function databaseTurns(waiting: number, onFull: () => Error) {
  let busy = false;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (!busy) busy = true;
      else if (queue.length >= waiting) throw onFull();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        // The turn passes straight to the next in line; it is free only when nobody waits.
        const next = queue.shift();
        if (next) next();
        else busy = false;
      }
    },
  };
}

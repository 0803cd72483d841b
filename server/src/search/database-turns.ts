/**
 * Turns for the database: one task at a time, the others wait in arrival order, and past `waiting`
 * queued tasks a new one is refused (onFull's error). After a task the turn rests as long as the
 * task ran before passing to the next one, so a queue of tasks gets at most half of the time.
 *
 * Why: with PGlite the database runs in the server's own thread. Ten heavy search requests kept
 * that thread busy all the time, and every other request (a health check, a page) waited behind
 * them: 14 s in issue 17's probe, still 300–800 ms with bounded requests. Resting between turns
 * leaves the other half to everything else. (Small enough not to add a dependency for it.)
 */
export function databaseTurns(waiting: number, onFull: () => Error) {
  let busy = false;
  const queue: (() => void)[] = [];
  const passTurn = () => {
    const next = queue.shift();
    if (next) next();
    else busy = false;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (!busy) busy = true;
      else if (queue.length >= waiting) throw onFull();
      else await new Promise<void>((resolve) => queue.push(resolve));
      const started = performance.now();
      try {
        return await task();
      } finally {
        // Nobody waiting: the turn is free at once. Otherwise rest as long as the task ran.
        if (queue.length === 0) passTurn();
        else setTimeout(passTurn, performance.now() - started);
      }
    },
  };
}

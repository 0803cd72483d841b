import type { FastifyReply } from 'fastify';

/**
 * Work a route does once its answer has left, so the answer's timing cannot tell what the work
 * found: the forgotten-password answer leaves before the address is looked up, and a known
 * address (token, mail) answers as fast as an unknown one (issue 32 #11). A failure is logged
 * with the request; `settled()` waits for the work under way (closing the server, the
 * development outbox, tests reading the outbox).
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  /** Runs `work` once the reply has been sent (or its connection closed). */
  queue(reply: FastifyReply, work: () => Promise<unknown>): void {
    let start!: () => void;
    // Counted from now, so settled() waits for work that has not started yet.
    const task: Promise<void> = new Promise<void>((resolve) => (start = resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => reply.log.error({ err: error }, 'work after the answer failed'),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
    // On the next turn of the loop: the answer is on its way before any of the work runs.
    const startSoon = () => setImmediate(start);
    reply.raw.once('finish', startSoon);
    reply.raw.once('close', startSoon);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** The server's one queue (one app per process; tests reach it here, outside the /api scope). */
export const afterAnswer = new AfterAnswer();

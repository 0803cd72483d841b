import type { FastifyInstance } from 'fastify';
import { withAdvisoryLockIfFree } from '../db/advisory-lock';
import type { ObjectStorage } from './object-storage';

/**
 * Uploaded files are written inside the transaction that records them, and removed if it fails.
 * Only a crash between the two (SIGKILL, power loss) can leave a file that no row names: this
 * sweep removes such files, and only those old enough that no request can still be committing
 * them (`graceMs`: another instance sharing the storage may be committing one right now).
 */
export interface OrphanSweep {
  storage: ObjectStorage;
  /**
   * The storage keys the database refers to ('SEG-…-receiptPhoto-….jpg', '<id>/cv-….pdf'), read
   * after the files are listed: a row committed in between still protects its file.
   */
  referencedKeys: () => Promise<Iterable<string>>;
  /** Files younger than this are left alone. */
  graceMs: number;
  now?: number;
}

/** Removes the unreferenced files older than the grace period; returns their keys. */
export async function sweepOrphanUploads({
  storage,
  referencedKeys,
  graceMs,
  now = Date.now(),
}: OrphanSweep): Promise<string[]> {
  const oldEnough: string[] = [];
  for await (const object of storage.list()) {
    if (now - object.modifiedAt.getTime() >= graceMs) oldEnough.push(object.key);
  }
  const referenced = new Set(await referencedKeys());
  const removed: string[] = [];
  for (const key of oldEnough) {
    if (referenced.has(key)) continue;
    await storage.delete(key);
    removed.push(key);
  }
  await storage.tidy(new Date(now - graceMs));
  return removed;
}

/**
 * Sweeps a module's uploads once the server is ready, without delaying the start; closing the
 * server waits for a sweep under way. Instances sharing a database sweep one at a time (an
 * advisory lock): one that finds the sweep taken skips it, the holder covers the shared storage.
 */
export function sweepOrphanUploadsAfterStart(
  app: FastifyInstance,
  options: { name: string; storage: ObjectStorage; referencedKeys: () => Promise<string[]> },
): void {
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = withAdvisoryLockIfFree(app.db, `orphan-sweep:${options.name}`, async () => {
      const removed = await sweepOrphanUploads({
        ...options,
        // UPLOADS_ORPHAN_GRACE_SECONDS, 10 minutes by default
        graceMs: app.config.uploadsOrphanGraceMs,
      });
      if (removed.length)
        app.log.warn(
          { uploads: options.name, removed },
          'removed uploads no record refers to (left by a crash)',
        );
    })
      .then((ran) => {
        if (!ran) app.log.info({ uploads: options.name }, 'another instance is sweeping uploads');
      })
      .catch((error: unknown) =>
        app.log.error({ err: error, uploads: options.name }, 'could not sweep the uploads'),
      );
  });
  app.addHook('onClose', async () => {
    await running;
  });
}

import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Uploaded files are written inside the transaction that records them, and removed if it fails.
 * Only a crash between the two (SIGKILL, power loss) can leave a file that no row names: this
 * sweep removes such files, and only those old enough that no request can still be committing
 * them (`graceMs`; on a restarted single server nothing is in flight, but another instance
 * sharing the folder may be).
 */
export interface OrphanSweep {
  /** The folder the keys are relative to. */
  dir: string;
  /** The storage keys the database refers to ('SEG-…-receiptPhoto-….jpg', '<id>/cv-….pdf'). */
  referenced: ReadonlySet<string>;
  /** Files younger than this are left alone. */
  graceMs: number;
  /** Look into subfolders too (and remove the ones left empty); otherwise only the folder's files. */
  recursive: boolean;
  now?: number;
}

/** Removes the unreferenced files older than the grace period; returns their keys. */
export async function sweepOrphanUploads({ dir, referenced, graceMs, recursive, now = Date.now() }: OrphanSweep): Promise<string[]> {
  const removed: string[] = [];

  async function sweep(folder: string): Promise<boolean> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true; // nothing uploaded yet
      throw error;
    }
    let empty = true;
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      const key = path.relative(dir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!recursive) {
          empty = false;
          continue;
        }
        const young = now - (await stat(full)).mtimeMs < graceMs;
        if ((await sweep(full)) && !young) await rmdir(full).catch(() => undefined);
        else empty = false;
        continue;
      }
      if (!entry.isFile() || referenced.has(key) || now - (await stat(full)).mtimeMs < graceMs) {
        empty = false;
        continue;
      }
      await unlink(full);
      removed.push(key);
    }
    return empty;
  }

  await sweep(dir);
  return removed;
}

/** UPLOADS_ORPHAN_GRACE_SECONDS: how old an unreferenced upload must be to be removed (10 minutes). */
export function orphanGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.UPLOADS_ORPHAN_GRACE_SECONDS ?? 600);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 600_000;
}

/**
 * Sweeps a module's uploads once the server is ready, without delaying the start; closing the
 * server waits for a sweep under way. `referencedKeys` reads the storage keys from the database.
 */
export function sweepOrphanUploadsAfterStart(
  app: FastifyInstance,
  options: { dir: string; recursive: boolean; referencedKeys: () => Promise<string[]> },
): void {
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = (async () => {
      const referenced = new Set(await options.referencedKeys());
      const removed = await sweepOrphanUploads({ ...options, referenced, graceMs: orphanGraceMs() });
      if (removed.length) app.log.warn({ dir: options.dir, removed }, 'removed uploads no record refers to (left by a crash)');
    })().catch((error: unknown) => app.log.error({ err: error, dir: options.dir }, 'could not sweep the uploads'));
  });
  app.addHook('onClose', async () => {
    await running;
  });
}

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
  /**
   * The storage keys the database refers to ('SEG-…-receiptPhoto-….jpg', '<id>/cv-….pdf'), read
   * after the files are listed: a row committed in between still protects its file.
   */
  referencedKeys: () => Promise<Iterable<string>>;
  /** Files younger than this are left alone. */
  graceMs: number;
  /** Look into subfolders too (and remove the ones left empty); otherwise only the folder's files. */
  recursive: boolean;
  now?: number;
}

interface Listed {
  files: { key: string; full: string }[];
  /** Subfolders, deepest first, that are old enough to remove once empty. */
  folders: string[];
}

async function listOldEnough(
  dir: string,
  folder: string,
  oldEnough: (mtimeMs: number) => boolean,
  recursive: boolean,
  into: Listed,
): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing uploaded yet
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!recursive) continue;
      await listOldEnough(dir, full, oldEnough, recursive, into);
      if (oldEnough((await stat(full)).mtimeMs)) into.folders.push(full);
    } else if (entry.isFile() && oldEnough((await stat(full)).mtimeMs)) {
      into.files.push({ key: path.relative(dir, full).split(path.sep).join('/'), full });
    }
  }
}

/** Removes the unreferenced files older than the grace period; returns their keys. */
export async function sweepOrphanUploads({
  dir,
  referencedKeys,
  graceMs,
  recursive,
  now = Date.now(),
}: OrphanSweep): Promise<string[]> {
  const listed: Listed = { files: [], folders: [] };
  await listOldEnough(dir, dir, (mtimeMs) => now - mtimeMs >= graceMs, recursive, listed);
  const referenced = new Set(await referencedKeys());
  const removed: string[] = [];
  for (const file of listed.files) {
    if (referenced.has(file.key)) continue;
    await unlink(file.full);
    removed.push(file.key);
  }
  // An application's folder a crash left empty; a folder with files in it stays (rmdir refuses).
  for (const folder of listed.folders) await rmdir(folder).catch(() => undefined);
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
    running = sweepOrphanUploads({ ...options, graceMs: orphanGraceMs() })
      .then((removed) => {
        if (removed.length)
          app.log.warn(
            { dir: options.dir, removed },
            'removed uploads no record refers to (left by a crash)',
          );
      })
      .catch((error: unknown) =>
        app.log.error({ err: error, dir: options.dir }, 'could not sweep the uploads'),
      );
  });
  app.addHook('onClose', async () => {
    await running;
  });
}

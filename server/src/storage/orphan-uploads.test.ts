import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { sweepOrphanUploads } from './orphan-uploads';
import { LocalFolderStorage } from './local-folder-storage';

const HOUR = 3_600_000;

describe('sweeping the uploads a crash left behind', () => {
  let dir: string;
  const now = Date.now();
  /** A file `ageMs` old. */
  const file = (key: string, ageMs: number) => {
    const full = path.join(dir, key);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const at = new Date(now - ageMs);
    utimesSync(full, at, at);
    utimesSync(path.dirname(full), at, at);
  };
  const remaining = () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'iper-uploads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('removes an old file no record refers to, and keeps the referenced ones and the young ones', async () => {
    file('SEG-00000001-receiptPhoto-a.jpg', HOUR);
    file('SEG-00000002-receiptPhoto-b.jpg', HOUR); // its row was never committed
    file('SEG-00000003-receiptPhoto-c.jpg', 1000); // maybe being committed right now
    const removed = await sweepOrphanUploads({
      storage: new LocalFolderStorage(dir, { recursive: false }),
      referencedKeys: async () => ['SEG-00000001-receiptPhoto-a.jpg'],
      graceMs: 10 * 60_000,
      now,
    });
    expect(removed).toEqual(['SEG-00000002-receiptPhoto-b.jpg']);
    expect(remaining()).toEqual([
      'SEG-00000001-receiptPhoto-a.jpg',
      'SEG-00000003-receiptPhoto-c.jpg',
    ]);
  });

  it("leaves subfolders alone unless asked (the contact form's folder holds careers' folder)", async () => {
    file('careers/app-1/cv-x.pdf', HOUR);
    expect(
      await sweepOrphanUploads({
        storage: new LocalFolderStorage(dir, { recursive: false }),
        referencedKeys: async () => [],
        graceMs: 0,
        now,
      }),
    ).toEqual([]);
    expect(remaining()).toEqual([path.join('careers', 'app-1', 'cv-x.pdf')]);
  });

  it("looks into an application's folder by key, and removes the folder a crash left empty", async () => {
    file('app-1/cv-x.pdf', HOUR);
    file('app-2/cv-y.pdf', HOUR);
    const removed = await sweepOrphanUploads({
      storage: new LocalFolderStorage(dir, { recursive: true }),
      referencedKeys: async () => ['app-1/cv-x.pdf'],
      graceMs: 60_000,
      now,
    });
    expect(removed).toEqual(['app-2/cv-y.pdf']);
    expect(readdirSync(dir).sort()).toEqual(['app-1']);
  });

  it('reads the references after listing the files: a file and row committed meanwhile are kept', async () => {
    const removed = await sweepOrphanUploads({
      storage: new LocalFolderStorage(dir, { recursive: false }),
      referencedKeys: async () => {
        // A request commits its photo while the rows are read: the rows read lack it, the folder has it.
        file('SEG-00000004-receiptPhoto-d.jpg', HOUR);
        return [];
      },
      graceMs: 0,
      now,
    });
    expect(removed).toEqual([]);
    expect(remaining()).toEqual(['SEG-00000004-receiptPhoto-d.jpg']);
  });

  it('copes with an uploads folder that does not exist yet', async () => {
    await expect(
      sweepOrphanUploads({
        storage: new LocalFolderStorage(path.join(dir, 'none'), { recursive: true }),
        referencedKeys: async () => [],
        graceMs: 0,
        now,
      }),
    ).resolves.toEqual([]);
  });

  it('waits 10 minutes by default, UPLOADS_ORPHAN_GRACE_SECONDS otherwise', () => {
    const graceMs = (seconds?: string) =>
      readConfig(seconds === undefined ? {} : { UPLOADS_ORPHAN_GRACE_SECONDS: seconds })
        .uploadsOrphanGraceMs;
    expect(graceMs()).toBe(600_000);
    expect(graceMs('0')).toBe(0);
    expect(graceMs('molti')).toBe(600_000);
  });
});

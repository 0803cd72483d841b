import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedFileReader } from './file-cache';

describe('cachedFileReader', () => {
  let folder: string;
  let file: string;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'file-cache-'));
    file = path.join(folder, 'manifest.json');
    clock = 0;
    await writeFile(file, '{"version":"1.0.0"}');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** Rewrites the file with a modification time the cache cannot mistake for the old one. */
  async function redeploy(text: string, seconds: number) {
    await writeFile(file, text);
    await utimes(file, seconds, seconds);
  }

  it('parses a file once and serves it from memory while it is fresh', async () => {
    let parses = 0;
    const read = cachedFileReader((text) => (parses++, JSON.parse(text)), { now });
    expect(await read(file)).toEqual({ version: '1.0.0' });
    await redeploy('{"version":"2.0.0"}', 1_000);
    clock = 999;
    expect(await read(file)).toEqual({ version: '1.0.0' });
    expect(parses).toBe(1);
  });

  it('sees a redeployed file once the freshness window has passed, without a restart', async () => {
    const read = cachedFileReader((text) => JSON.parse(text), { now, freshForMs: 1000 });
    await read(file);
    await redeploy('{"version":"2.0.0"}', 1_000);
    clock = 1000;
    expect(await read(file)).toEqual({ version: '2.0.0' });
  });

  it('keeps the parsed value when the disk says the file has not changed', async () => {
    let parses = 0;
    const read = cachedFileReader((text) => (parses++, text), { now });
    await read(file);
    clock = 5_000;
    await read(file);
    expect(parses).toBe(1);
  });

  it('answers undefined for a file that is missing or gone, and forgets it', async () => {
    const read = cachedFileReader((text) => text, { now });
    expect(await read(path.join(folder, 'missing.json'))).toBeUndefined();
    await read(file);
    await rm(file);
    clock = 2_000;
    expect(await read(file)).toBeUndefined();
  });
});

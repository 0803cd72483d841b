import { unzipSync } from 'fflate';

/**
 * The files of a zip archive by name (tests only), read with fflate, which throws on a broken
 * archive, so a broken `.pkpass` fails the test that reads it.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  return new Map(
    Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
}

// Where a tool's binary is: PATH, then the sbin folders (Debian installs daemons such as haproxy in
// /usr/sbin, which a non-root user's PATH lacks). SBIN_PATH replaces that second list ('' for
// none: the prerequisite check's test hides binaries this way).
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

const SBIN = ['/usr/local/sbin', '/usr/sbin', '/sbin'].join(path.delimiter);

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The full path of the first of `names` found, or undefined. */
export function findExecutable(names, env = process.env) {
  const dirs = [env.PATH ?? '', env.SBIN_PATH ?? SBIN]
    .join(path.delimiter)
    .split(path.delimiter)
    .filter(Boolean);
  for (const name of [names].flat()) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

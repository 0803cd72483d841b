import path from 'node:path';
import { z } from 'zod';

/**
 * Where application files (CV, photo, video) are kept: UPLOADS_DIR/careers, outside the web root
 * and never served as static files. Without UPLOADS_DIR it is a folder beside the database's own
 * directory (DATA_DIR-uploads), like the other uploads of the site.
 */
const CareersEnvSchema = z.object({ UPLOADS_DIR: z.string().min(1).optional() });

export function careersUploadsDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  const parsed = CareersEnvSchema.parse(env);
  const uploads =
    parsed.UPLOADS_DIR ??
    (dataDir.startsWith('memory://')
      ? path.resolve('data/uploads')
      : `${dataDir.replace(/[\\/]+$/, '')}-uploads`);
  return path.resolve(uploads, 'careers');
}

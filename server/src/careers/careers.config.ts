import path from 'node:path';

/**
 * Where application files (CV, photo, video) are kept: the `careers/` folder of the uploads
 * (`app.config.uploadsDir`: UPLOADS_DIR, else DATA_DIR-uploads), outside the web root and never
 * served as static files.
 */
export function careersUploadsDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'careers');
}

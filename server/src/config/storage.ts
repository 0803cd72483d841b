import path from 'node:path';
import { z } from 'zod';
import { workspaceRoot } from './paths';
import { emptyAsUnset, variable } from './variables';

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The database and the uploaded files. */
export const storageVariables = {
  DATABASE_URL: variable(
    emptyAsUnset(z.string().url().optional()),
    '`postgres://…` runs on a real PostgreSQL (same migrations) instead of the embedded PGlite in `DATA_DIR`',
  ),
  DATA_DIR: variable(
    z.string().default(path.join(workspaceRoot, 'data/pglite')),
    "the embedded database's folder",
    '`data/pglite`',
  ),
  SEED_DEMO_DATA: variable(
    z.enum(['true', 'false']).default('true'),
    'seed demo data on start (idempotent)',
    '`true`',
  ),
  UPLOADS_DIR: variable(
    z.string().min(1).optional(),
    'where contact-form and job-application files are stored (outside the web root); job applications in its `careers/` folder',
    '`<DATA_DIR>-uploads`',
  ),
  UPLOADS_ORPHAN_GRACE_SECONDS: variable(
    z.coerce.number().min(0).catch(600),
    'at start-up, uploaded files no record refers to (a crash between writing the file and committing its row) are removed once this old; a value that is not a number of seconds keeps the default',
    '`600`',
  ),
  STORAGE: variable(
    z.enum(['local', 's3']).default('local'),
    "`s3` keeps the uploads in an S3-compatible bucket instead of `UPLOADS_DIR` (credentials the AWS SDK's way: `AWS_ACCESS_KEY_ID`…; docs/deployment.md)",
    '`local`',
  ),
  S3_BUCKET: variable(
    z.string().regex(S3_BUCKET_NAME).optional(),
    'the bucket of the uploads; required with `STORAGE=s3`',
  ),
  S3_ENDPOINT: variable(
    z.string().url().optional(),
    "an S3-compatible endpoint (MinIO, Ceph, s3rver…); unset: AWS's own for `S3_REGION`",
  ),
  S3_REGION: variable(
    z.string().min(1).default('eu-south-1'),
    "the bucket's region",
    '`eu-south-1`',
  ),
  S3_FORCE_PATH_STYLE: variable(
    z.enum(['true', 'false']).default('false'),
    'path-style addresses (endpoint/bucket/key), which most S3-compatible servers want',
    '`false`',
  ),
  S3_PREFIX: variable(
    z
      .string()
      .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'S3_PREFIX: folders ending in /, e.g. iper/prod/')
      .default(''),
    'every key starts with this (several sites or environments in one bucket)',
    'empty',
  ),
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      prefix: string;
    };

/** UPLOADS_DIR, else a folder beside the database's own directory (DATA_DIR-uploads). */
export function uploadsDir(configured: string | undefined, dataDir: string): string {
  const uploads =
    configured ??
    (dataDir.startsWith('memory://')
      ? path.resolve('data/uploads')
      : `${dataDir.replace(/[\\/]+$/, '')}-uploads`);
  return path.resolve(uploads);
}

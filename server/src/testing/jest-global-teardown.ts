import { rm } from 'node:fs/promises';
import { TEMPLATE_VARIABLE } from './database-template';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_VARIABLE];
  if (file) await rm(file, { force: true });
}

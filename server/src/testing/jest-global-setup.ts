import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_VARIABLE, writeDatabaseTemplate } from './database-template';

/** Once per jest run: the embedded database every test server starts from. */
export default async function globalSetup(): Promise<void> {
  const file = path.join(os.tmpdir(), `iper-test-database-${process.pid}.tar`);
  await writeDatabaseTemplate(file);
  process.env[TEMPLATE_VARIABLE] = file;
}

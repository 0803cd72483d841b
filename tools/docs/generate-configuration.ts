// npm run docs:config: rewrites docs/configuration.md from the server's configuration module.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationMarkdown } from '../../server/src/config/configuration-doc';

writeFileSync(path.join(__dirname, '../../docs/configuration.md'), configurationMarkdown());

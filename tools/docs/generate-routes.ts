// npm run docs:routes: rewrites docs/routes.md from the route table.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routesMarkdown } from '../../libs/routes/src/routes-doc';

writeFileSync(path.join(__dirname, '../../docs/routes.md'), routesMarkdown());

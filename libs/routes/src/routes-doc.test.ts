import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routesMarkdown } from './routes-doc';

describe('docs/routes.md', () => {
  it('lists every route of the table with its owner, page type, layout, rules and query', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/routes.md'), 'utf8');
    expect(doc).toBe(routesMarkdown());
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configurationMarkdown } from './configuration-doc';

describe('docs/configuration.md', () => {
  it('describes every variable of the configuration module with its default (npm run docs:config)', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/configuration.md'), 'utf8');
    expect(doc).toBe(configurationMarkdown());
  });
});

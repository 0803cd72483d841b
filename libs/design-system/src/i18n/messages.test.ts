import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { designSystemMessages } from './messages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('design system texts', () => {
  it('has an English text for every message id used in the code, and no stale ones', () => {
    const ids = new Set<string>();
    for (const file of sourceFiles(path.join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /\bid[:=] ?['"]([a-zA-Z]+\.[a-zA-Z.]+)['"]/g,
      ))
        ids.add(match[1]!);
    }
    expect(ids.size).toBeGreaterThan(40);
    expect([...ids].filter((id) => !(id in designSystemMessages.en))).toEqual([]);
    expect(Object.keys(designSystemMessages.en).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("says 'Form incomplete.' in English", () => {
    expect(designSystemMessages.en['form.incomplete']).toBe('Form incomplete.');
  });
});

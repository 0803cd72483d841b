import path from 'node:path';
import { extractMessages, placeholdersOf } from '@iper/i18n/testing';
import { messages } from './en';

const used = extractMessages(path.join(__dirname, '..'));

describe('the English catalog', () => {
  it('translates every message this remote uses, and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual([...used.keys()].sort());
  });

  it('keeps the placeholders of each Italian text', () => {
    for (const [id, italian] of used) {
      expect({ id, placeholders: placeholdersOf(messages[id] ?? '') }).toEqual({ id, placeholders: placeholdersOf(italian) });
    }
  });
});

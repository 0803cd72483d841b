import type { RichTextDoc } from '@iper/contracts';
import { readingTimeMinutes, richTextPlainText, wordCount } from './reading-time';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('reading time', () => {
  it('reads the text of every node of the rich text tree', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        paragraph('Le lasagne'),
        {
          type: 'bullet_list',
          content: [{ type: 'list_item', content: [paragraph('500 g di sfoglia')] }],
        },
      ],
    };
    expect(richTextPlainText(doc)).toBe('Le lasagne 500 g di sfoglia');
  });

  it('counts words, not punctuation', () => {
    expect(wordCount('Cuoci a 180 °C — poi servi.')).toBe(6);
  });

  it('counts 200 words a minute, and never less than a minute', () => {
    expect(readingTimeMinutes('parola '.repeat(1000))).toBe(5);
    expect(readingTimeMinutes('una parola sola')).toBe(1);
    expect(
      readingTimeMinutes('parola '.repeat(300), {
        type: 'doc',
        content: [paragraph('parola '.repeat(300))],
      }),
    ).toBe(3);
  });
});

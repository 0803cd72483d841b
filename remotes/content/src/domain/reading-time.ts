import type { RichTextNode } from '@iper/contracts';

/** Average silent reading speed of an adult in Italian, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** The plain text of a rich text tree, paragraphs separated by spaces. */
export function richTextPlainText(node: RichTextNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(richTextPlainText).join(' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes an article takes to read, at least one. */
export function readingTimeMinutes(...parts: (RichTextNode | string | undefined)[]): number {
  const words = parts.reduce(
    (sum, part) => sum + wordCount(typeof part === 'string' ? part : richTextPlainText(part)),
    0,
  );
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

import { sql, type RawBuilder } from 'kysely';

/** At most this many words of a query count (Algolia stops at 32 too). */
const MAX_QUERY_WORDS = 10;
const MAX_WORD_LENGTH = 64;

/**
 * The words of a query as the search reads them: letters and digits only (accents kept: the
 * italian stemmer folds them), so punctuation, quotes and tsquery operators never reach SQL syntax.
 */
export function queryWords(query: string): string[] {
  return (
    query
      .normalize('NFC')
      .toLocaleLowerCase('it')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * The tsquery of the words: every word must match (AND), the last one also as a prefix so results
 * come as the user types ('mozz' finds 'mozzarella'). Each word is a bound parameter, quoted by
 * quote_literal before to_tsquery parses it. The last word is tried three ways (OR): its italian
 * stem as a whole lexeme (ranks whole words first), its stem as a prefix, and the raw typed letters
 * as a prefix with the `simple` configuration, so a word still being typed that happens to be a stop
 * word ('per' on the way to 'pere') or that the stemmer cuts oddly still finds something. Other
 * stop words drop out (PostgreSQL ignores them).
 */
export function tsQueryOf(words: string[]): RawBuilder<unknown> | undefined {
  if (words.length === 0) return undefined;
  const parts = words.map((word, index) =>
    index === words.length - 1
      ? sql`(to_tsquery('italian', quote_literal(${word})) || to_tsquery('italian', quote_literal(${word}) || ':*') || to_tsquery('simple', quote_literal(${word}) || ':*'))`
      : sql`to_tsquery('italian', quote_literal(${word}))`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** ts_headline marks matches with these (no HTML); they become the highlight tags after escaping. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
export const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Algolia's _highlightResult entry for a ts_headline output: the text HTML-escaped with the
 * client's tags around the matches; which query words matched is told by comparing each word with
 * the marked words (same first letters, accents folded: the stemmer matched them already).
 */
export function highlightOf(
  marked: string,
  words: string[],
  preTag: string,
  postTag: string,
): HighlightResult {
  const marks = [
    ...marked.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g')),
  ].map((m) => fold(m[1] ?? ''));
  const matchedWords = words.filter((word) => {
    const stem = fold(word).slice(0, Math.max(3, Math.min(word.length - 1, 5)));
    return marks.some((mark) => mark.startsWith(stem) || stem.startsWith(mark));
  });
  const value = escapeHtml(marked).split(MARK_START).join(preTag).split(MARK_END).join(postTag);
  const plain = marked.replace(new RegExp(`[${MARK_START}${MARK_END}]`, 'g'), '');
  const matchLevel =
    marks.length === 0 || matchedWords.length === 0
      ? 'none'
      : matchedWords.length === words.length
        ? 'full'
        : 'partial';
  return {
    value,
    matchLevel,
    matchedWords: matchLevel === 'none' ? [] : matchedWords,
    ...(matchLevel === 'none'
      ? {}
      : { fullyHighlighted: marks.join(' ').length >= fold(plain).trim().length }),
  };
}

import type { CdnStory, FaqContent } from '@iper/contracts';
import { richTextPlainText } from './reading-time';

/** Lower case, no accents, single spaces: 'Perché' and 'perche' are the same word to a shopper. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words too common to search by. */
const STOP_WORDS = new Set([
  'il',
  'lo',
  'la',
  'i',
  'gli',
  'le',
  'un',
  'una',
  'uno',
  'di',
  'a',
  'da',
  'in',
  'con',
  'su',
  'per',
  'e',
  'o',
  'come',
  'che',
  'mi',
  'si',
  'del',
  'della',
  'posso',
]);

export interface FaqMatch {
  story: CdnStory<FaqContent>;
  score: number;
}

/**
 * The FAQs that contain every word of the query (in the question or the answer), best first:
 * a word found in the question counts three times one found in the answer.
 */
export function searchFaqs(faqs: CdnStory<FaqContent>[], query: string): FaqMatch[] {
  const words = normalizeText(query)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  if (words.length === 0) return [];
  const matches: FaqMatch[] = [];
  for (const story of faqs) {
    const question = normalizeText(story.content.question);
    const answer = normalizeText(richTextPlainText(story.content.answer));
    let score = 0;
    let all = true;
    for (const word of words) {
      const inQuestion = question.includes(word);
      const inAnswer = answer.includes(word);
      if (!inQuestion && !inAnswer) {
        all = false;
        break;
      }
      score += (inQuestion ? 3 : 0) + (inAnswer ? 1 : 0);
    }
    if (all) matches.push({ story, score });
  }
  return matches.sort((a, b) => b.score - a.score || a.story.position - b.story.position);
}

import type { IllustrationSubjectName } from '@iper/design-system/illustrations';

/** Sections (path prefixes, most specific first) and the illustration their stories fall back to. */
const SECTION_ILLUSTRATIONS: Array<[prefix: string, subject: IllustrationSubjectName]> = [
  ['/iper-mag/ricette', 'recipe'],
  ['/iper-mag/benessere', 'wellness'],
  ['/iper-mag/stagionalita', 'seasonal'],
  ['/iper-mag', 'magazine'],
  ['/le-nostre-produzioni', 'fruit-and-vegetables'],
];

/** The illustration a story's card shows without its picture, from the story's path. */
export function storyIllustration(path: string): IllustrationSubjectName {
  const normalised = `/${path.replace(/^\/+/, '')}`;
  const section = SECTION_ILLUSTRATIONS.find(
    ([prefix]) => normalised === prefix || normalised.startsWith(`${prefix}/`),
  );
  return section?.[1] ?? 'product';
}

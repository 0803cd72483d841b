import { escapeAttribute } from '../../platform/html-text';

/** A file the browser should ask for early: a `<link rel="preload">`, as data until it is sent. */
export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  crossorigin?: 'anonymous';
  fetchpriority?: 'high';
}

export function hintTag(hint: Hint): string {
  return [
    `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}"`,
    hint.crossorigin ? ` crossorigin="${hint.crossorigin}"` : '',
    hint.fetchpriority ? ` fetchpriority="${hint.fetchpriority}"` : '',
    '>',
  ].join('');
}

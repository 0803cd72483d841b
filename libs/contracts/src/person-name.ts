import { z } from 'zod';

/**
 * A person's name as the site keeps it: plain text on one line. A name is printed in the site's
 * mail ("Ciao Anna,"), so a name that carries a link, a line break or an invisible control
 * character would let anyone make the site send their text (issue 32 #5): it is refused, with a
 * reason, wherever a name enters (registration, card subscription, personal data).
 */
export const PERSON_NAME_MAX_LENGTH = 80;

/** Control and format characters: line breaks, tabs, escapes, bidi overrides, zero-width marks. */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * What reads as a link: a scheme or `//`, `www.`, an `@`, or a dot between letters the way a
 * domain has one (`premi.it`; "J. R." and "Maria G." keep their space). Full-width and
 * ideographic dots count as dots: mail clients link those too.
 */
const LINK = /:\/\/|\/\/|www[.．。｡]|@|[\p{L}\p{N}][.．。｡]\p{L}{2}/iu;

export type PersonNameLabel = 'Il nome' | 'Il cognome';

/** `name` or `lastName` of a request: trimmed, 1-80 characters, plain text. */
export function personName(label: PersonNameLabel) {
  return z
    .string()
    .trim()
    .min(1)
    .max(PERSON_NAME_MAX_LENGTH)
    .refine((value) => !CONTROL.test(value), {
      message: `${label} non può contenere a capo o caratteri di controllo.`,
    })
    .refine((value) => !LINK.test(value.normalize('NFKC')), {
      message: `${label} non può contenere link, indirizzi web o email.`,
    });
}

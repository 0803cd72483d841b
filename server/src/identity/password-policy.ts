import { estimatePassword, type PasswordEstimate } from './password-estimator';

/**
 * Which new passwords the site refuses (ASVS 6.2.4, 6.2.12), at registration, reset and change.
 * No composition rules (NIST 800-63B): instead zxcvbn-ts estimates how many guesses a password
 * takes, offline, against the breached-password list of its common package, Italian words and
 * names, keyboard patterns, repeats and sequences, and the account's own words (email, its local
 * part, names, "iper"). Below MIN_PASSWORD_SCORE (3: about 10^8 guesses) it is refused, with the
 * reason a person can act on.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's time grows with length (a 128-character repeat took 300 ms here); a password whose
 * first 32 characters already resist guessing resists it whole, so only those are estimated
 * (20-60 ms, in the estimator's own thread: password-estimator.ts).
 */
const ESTIMATED_PREFIX = 32;

/** A personal word this long anywhere in the password refuses it, whatever the estimate says. */
const MIN_CONTAINED_WORD = 4;

/** Words any account of this site should not build its password on. */
const SITE_WORDS = ['iper', 'ipermercato', 'iper la grande i', 'grande i', 'carta vantaggi'];

export const WEAK_PASSWORD_MESSAGES = {
  blank: 'La password non può essere fatta solo di spazi.',
  personal:
    'La password non deve contenere la tua email, il tuo nome o la parola «Iper»: scegline una diversa.',
  common:
    'Questa password è tra le più usate e compare negli elenchi di password rubate: scegline un’altra.',
  pattern:
    'Evita ripetizioni e sequenze come «aaaa», «1234» o «qwerty»: scegli una password diversa.',
  guessable:
    'Questa password è troppo facile da indovinare: allungala, per esempio con tre o quattro parole scollegate.',
} as const;

export interface PasswordOwner {
  email: string;
  /** First name, last name or the full name: each word counts. */
  names: readonly (string | null | undefined)[];
}

/** The account's own words: the email, its local part and the pieces of both, every name word. */
export function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const pieces = [email, local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? ''];
  for (const name of owner.names) {
    if (!name) continue;
    const lower = name.trim().toLowerCase();
    pieces.push(lower, lower.replace(/\s+/g, ''), ...lower.split(/[\s'’-]+/));
  }
  const fullName = owner.names
    .filter(Boolean)
    .join('')
    .toLowerCase()
    .replace(/[\s'’-]+/g, '');
  pieces.push(fullName);
  return [...new Set([...pieces, ...SITE_WORDS])].filter((word) => word.length >= 3);
}

function reasonOf(sequence: PasswordEstimate['sequence']): keyof typeof WEAK_PASSWORD_MESSAGES {
  const dictionaries = sequence.map((match) => match.dictionaryName);
  if (dictionaries.includes('userInputs')) return 'personal';
  // The common package names its breached-password list 'passwords-common'.
  if (dictionaries.some((name) => name?.startsWith('passwords'))) return 'common';
  if (sequence.some((match) => ['repeat', 'sequence', 'spatial'].includes(match.pattern)))
    return 'pattern';
  return 'guessable';
}

/** Why the password is refused, in Italian for the customer, or undefined when it is strong enough. */
export async function weakPasswordMessage(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  if (password.trim() === '') return WEAK_PASSWORD_MESSAGES.blank;
  const words = personalWords(owner);
  const lower = password.toLowerCase();
  if (
    words.some(
      (word) =>
        (word.length >= MIN_CONTAINED_WORD || SITE_WORDS.includes(word)) && lower.includes(word),
    )
  ) {
    return WEAK_PASSWORD_MESSAGES.personal;
  }
  const result = await estimatePassword(password.slice(0, ESTIMATED_PREFIX), words);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  return WEAK_PASSWORD_MESSAGES[reasonOf(result.sequence)];
}

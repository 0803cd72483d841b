/**
 * What the server's logs never carry. Request cookies and authorisation headers; and, from a
 * failed query, the values it was run with: PGlite attaches the statement's `params` to its
 * errors, PostgreSQL's `detail`/`where` repeat row values ("Key (email)=(mario.rossi@…) already
 * exists."), and messages such as `invalid input syntax for type date: "…"` quote the value that
 * failed. A 500's log keeps the error, its code, the constraint and the SQL text (placeholders,
 * no values); the names, e-mails and messages customers sent stay out (issue 17).
 */
const REDACTED = '[Redacted]';

/** A value PostgreSQL quotes after a colon (`…: "mario.rossi@example.it"`); names it quotes elsewhere (constraints, relations) are kept. */
const QUOTED_VALUE_AFTER_COLON = /(:\s*)"(?:[^"]|"")*"/g;

export function withoutQuotedValues(text: string): string {
  return text.replace(QUOTED_VALUE_AFTER_COLON, `$1"${REDACTED}"`);
}

const VALUE_PATHS = [
  'err.params',
  'err.parameters',
  'err.detail',
  'err.where',
  'err.internalQuery',
];
const TEXT_PATHS = ['err.message', 'err.stack'];

/** pino's `redact` option for the server's logger (Fastify passes it through). */
export const LOG_REDACTION = {
  paths: ['req.headers.cookie', 'req.headers.authorization', ...VALUE_PATHS, ...TEXT_PATHS],
  censor: (value: unknown, path: string[]) =>
    TEXT_PATHS.includes(path.join('.')) && typeof value === 'string'
      ? withoutQuotedValues(value)
      : REDACTED,
};

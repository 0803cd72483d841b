import {
  FORM_OUTCOME_COOKIE,
  FORM_OUTCOME_MAX_AGE_SECONDS,
  FormOutcomeSchema,
  type FormOutcome,
} from '@iper/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from './cookies';

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${FORM_OUTCOME_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * A plain form refused: back to its page (303, so a reload does not send it again), with what
 * the page needs to draw it filled and with the error (FormOutcome in @iper/contracts).
 */
export function answerFormOutcome(
  reply: FastifyReply,
  outcome: FormOutcome,
  page: string,
  secure: boolean,
): FastifyReply {
  const value = encodeURIComponent(JSON.stringify(FormOutcomeSchema.parse(outcome)));
  return reply
    .header('set-cookie', cookie(value, FORM_OUTCOME_MAX_AGE_SECONDS, secure))
    .header('cache-control', 'no-store')
    .redirect(page, 303);
}

/**
 * The refused form this request's page is to be drawn with, read once: the answer clears it, so
 * a reload or the next page shows the form as usual. Anything that is not a well-formed outcome
 * is dropped.
 */
export function takeFormOutcome(
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
  secure: boolean,
): FormOutcome | undefined {
  const raw = parseCookies(request.headers.cookie)[FORM_OUTCOME_COOKIE];
  if (raw === undefined) return undefined;
  reply.header('set-cookie', cookie('', 0, secure));
  try {
    const parsed = FormOutcomeSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import { positiveIntOr, variable, type Variable } from './variables';

/** Requests per window and client before a 429 (platform/rate-limit.ts applies them). */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

type LimitVariables<P extends string> = {
  [K in `${P}_RATE_LIMIT_MAX` | `${P}_RATE_LIMIT_WINDOW_SECONDS`]: Variable<
    ReturnType<typeof positiveIntOr>
  >;
};

/**
 * `<PREFIX>_RATE_LIMIT_MAX` requests per `<PREFIX>_RATE_LIMIT_WINDOW_SECONDS`: a value that is
 * not a positive whole number keeps the default (these never stopped a start).
 */
function limitVariables<P extends string>(
  prefix: P,
  defaults: { max: number; windowSeconds: number },
  what: string,
): LimitVariables<P> {
  return {
    [`${prefix}_RATE_LIMIT_MAX`]: variable(
      positiveIntOr(defaults.max),
      `${what} per \`${prefix}_RATE_LIMIT_WINDOW_SECONDS\` before a 429`,
      `\`${defaults.max}\``,
    ),
    [`${prefix}_RATE_LIMIT_WINDOW_SECONDS`]: variable(
      positiveIntOr(defaults.windowSeconds),
      `the window of \`${prefix}_RATE_LIMIT_MAX\`, in seconds`,
      `\`${defaults.windowSeconds}\``,
    ),
  } as LimitVariables<P>;
}

/** The limits of the public endpoints; the credential routes' own are identity's (AUTH_RATE_LIMIT_*). */
export const rateLimitVariables = {
  ...limitVariables(
    'FORM',
    { max: 10, windowSeconds: 60 },
    'posts per address to each public form (help contact form, newsletter, feedback)',
  ),
  ...limitVariables(
    'REMOTE_ERRORS',
    { max: 20, windowSeconds: 60 },
    'browser reports of a remote release\'s failures per address (docs/delivery.md, "Observability")',
  ),
  ...limitVariables(
    'SEARCH',
    { max: 300, windowSeconds: 60 },
    'site-search requests per API key and address',
  ),
  ...limitVariables(
    'INSIGHTS',
    { max: 120, windowSeconds: 60 },
    'analytics event posts per API key and address',
  ),
  ...limitVariables(
    'GIFT_CARD',
    { max: 10, windowSeconds: 60 },
    'gift card balance checks per address (brute-forcing card numbers is the risk)',
  ),
  ...limitVariables(
    'VOUCHER_REQUEST',
    { max: 5, windowSeconds: 600 },
    "municipalities' shopping-voucher requests per address",
  ),
};

export function rateLimit(max: number, windowSeconds: number): RateLimit {
  return { max, timeWindowMs: windowSeconds * 1000 };
}

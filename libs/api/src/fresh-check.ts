import { FRESH_CHECK_ERROR } from '@iper/contracts';

/**
 * The fresh check (issue 34), client side. Before a sensitive action the server may answer 403
 * with `error: FRESH_CHECK_ERROR` (identity/fresh-check.ts): the customer must confirm it is
 * them (password or passkey) because the session's last check is a few minutes old. The site's
 * base query (api.ts) then asks the registered prompt — the one dialog, mounted by the account
 * remote — and repeats the same request once the check passed, so the form the customer filled
 * in never notices. Requests that do not go through the base query use `withFreshCheck`.
 */
export type FreshCheckPrompt = () => Promise<boolean>;

const prompts: FreshCheckPrompt[] = [];
let pending: Promise<boolean> | undefined;

/** Mounts a prompt (the latest mounted one answers); returns its unmount. */
export function registerFreshCheckPrompt(prompt: FreshCheckPrompt): () => void {
  prompts.push(prompt);
  return () => {
    const index = prompts.lastIndexOf(prompt);
    if (index >= 0) prompts.splice(index, 1);
  };
}

/** Whether an answer (an RTK Query error, or a fetch Response's status and body) asks for the check. */
export function isFreshCheckRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { error?: unknown }).error === FRESH_CHECK_ERROR
  );
}

/**
 * Asks the customer for the fresh check; true once it passed. Requests refused at the same time
 * share one dialog. Without a mounted prompt (a page without the account's widgets) it is false,
 * and the request's own error is shown.
 */
export function confirmFreshCheck(): Promise<boolean> {
  const prompt = prompts.at(-1);
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt()
    .catch(() => false)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** A fetch that is repeated once after a passed fresh check (the data download). */
export async function withFreshCheck(request: () => Promise<Response>): Promise<Response> {
  const response = await request();
  if (response.status !== 403) return response;
  const data: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!isFreshCheckRequired({ status: 403, data })) return response;
  return (await confirmFreshCheck()) ? request() : response;
}

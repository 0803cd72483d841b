/** The navigation state that tells the next page the account was just deleted. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function wasAccountDeleted(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { accountDeleted?: unknown }).accountDeleted === true
  );
}

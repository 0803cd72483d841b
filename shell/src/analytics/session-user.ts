import type { AnalyticsUser } from '@iper/analytics';
import { sessionApi, type AppDispatch } from '@iper/api';
import { toUser, type User } from '@iper/contracts';

/**
 * Who is logged in, read once for a page view. A one-off read (no subscription), so the session
 * changing never re-renders anything of the shell's. Verification always asks the server: right
 * after a logout the cache still holds the user until the home page has finished (SPEC §4), and
 * that page view must not carry their data. The account info comes from the cache when there.
 */
export async function readSessionUser(dispatch: AppDispatch): Promise<User | null> {
  const verify = await dispatch(
    sessionApi.endpoints.sessionVerify.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  if (verify.data?.errorCode !== '0') return null;
  const info = await dispatch(
    sessionApi.endpoints.sessionAccountInfo.initiate(undefined, { subscribe: false }),
  );
  return info.data ? toUser(info.data) : null;
}

/** The fields SPEC §7 hashes; what the user has not given stays absent. */
export function analyticsUserOf(user: User): AnalyticsUser {
  return {
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    birthDay: user.birthDay ?? undefined,
    birthMonth: user.birthMonth ?? undefined,
    birthYear: user.birthYear ?? undefined,
    phoneNumber: user.phoneNumber ?? undefined,
    city: user.city ?? undefined,
    zipCode: user.zipCode ?? undefined,
  };
}

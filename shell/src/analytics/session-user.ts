import type { AnalyticsUser } from '@iper/analytics';
import { sessionApi, type AppDispatch } from '@iper/api';
import { toUser, type User } from '@iper/contracts';

/**
 * Who is logged in, read once for a page view: from the session cache when a page or the header
 * already asked, from the server otherwise. A one-off read (no subscription), so the session
 * changing never re-renders anything of the shell's.
 */
export async function readSessionUser(dispatch: AppDispatch): Promise<User | null> {
  const verify = await dispatch(sessionApi.endpoints.sessionVerify.initiate(undefined, { subscribe: false }));
  if (verify.data?.errorCode !== '0') return null;
  const info = await dispatch(sessionApi.endpoints.sessionAccountInfo.initiate(undefined, { subscribe: false }));
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

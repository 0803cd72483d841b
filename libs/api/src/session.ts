import { trackEvent } from '@iper/analytics';
import {
  isCardOwner,
  toUser,
  type AccountInfo,
  type OkResult,
  type SessionVerifyResponse,
  type User,
} from '@iper/contracts';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from './api';
import { notify } from './notifications';
import { useHydrating } from './page-hydration';
import { settledQuery } from './route-data';
import { isServer } from './site-origin';
import type { AppDispatch, AppStore, RootState } from './store';
import { resetStoreSelection, setFavouriteStore } from './store-selection';

/**
 * The browser side of the identity service (SPEC §4 Session): the session is `unchecked` until
 * verification answers, then `checked`. The visitor is logged in when verification answers
 * errorCode '0' and the account info loads; any other errorCode leaves them logged out.
 */
export type SessionStatus = 'unchecked' | 'checked';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  isLoggedIn: boolean;
  /** SPEC §4: a card number and a base, piu or noi card type. */
  isCardOwner: boolean;
}

/** Tags of everything that belongs to the signed-in user: cleared at logout, refetched at login. */
export const USER_DATA_TAGS = ['Session', 'Card', 'Coupon', 'ShoppingList', 'Receipt'] as const;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessionVerify: build.query<SessionVerifyResponse, void>({
      query: () => '/account/session/verify',
      providesTags: ['Session'],
    }),
    sessionAccountInfo: build.query<AccountInfo, void>({
      query: () => '/account/info',
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A server render draws the page as the browser hydrates it: from the answers alone. The
        // browser applies the favourite store once hydrated (`applyRenderedSession`).
        if (isServer) return;
        try {
          const { data } = await queryFulfilled;
          // SPEC §4: the user's favourite store becomes the selected one unless another was chosen.
          if (data.data.storeId) dispatch(setFavouriteStore(data.data.storeId));
        } catch {
          // A failed account info load leaves the visitor logged out; nothing to select.
        }
      },
    }),
    sessionLogout: build.mutation<OkResult, void>({
      query: () => ({ url: '/identity/logout', method: 'POST' }),
    }),
  }),
});

export const { useSessionVerifyQuery, useSessionAccountInfoQuery, useSessionLogoutMutation } =
  sessionApi;

/**
 * What the session's queries tell the page: their answer, not their progress. Every component
 * that asks for the session (the header, each store card's favourite button) is drawn again when
 * what it selects changes, at a store update's sync priority: the check's "pending" changed
 * nothing it shows, and was a redraw of all of them in one task after hydration.
 */
function answerOnly<T>({
  data,
  isSuccess,
  isError,
}: {
  data?: T;
  isSuccess: boolean;
  isError: boolean;
}) {
  return { data, isSuccess, isError };
}

/**
 * The page was drawn for a visitor without a session (the server saw no session cookie): until
 * the check answers, the session is read as signed out (checked, no user), on the server and
 * while the browser hydrates, so a page that works without the app shows what a signed-out
 * visitor is offered (sign in, request the card) rather than a wait for a check that only the
 * app would make. The app's check then answers as usual.
 */
export const RenderedSignedOut = createContext(false);

const selectSessionVerify = sessionApi.endpoints.sessionVerify.select();
/** The session's answer is in the store already (a page drawn for a signed-in visitor). */
const selectRenderedSession = (state: RootState) =>
  selectSessionVerify(state).status === 'fulfilled';

export function useSession(): SessionState {
  const renderedSignedOut = useContext(RenderedSignedOut);
  // Checked once the page is hydrated (holdStoreWhileHydrating): its answer redraws what uses it.
  // A page drawn for a signed-in visitor came with their session's answer: read at once.
  const rendered = useSelector(selectRenderedSession);
  const verify = useSessionVerifyQuery(undefined, {
    skip: useHydrating() && !rendered,
    selectFromResult: answerOnly,
  });
  const verified = verify.data?.errorCode === '0';
  const info = useSessionAccountInfoQuery(undefined, {
    skip: !verified,
    selectFromResult: answerOnly,
  });
  const answered =
    verify.isError || (verify.isSuccess && (!verified || info.isSuccess || info.isError));
  const checked = answered || (renderedSignedOut && !verify.isSuccess);
  const accountInfo = verified ? info.data : undefined;
  return useMemo(() => {
    const user = accountInfo ? toUser(accountInfo) : null;
    return {
      status: checked ? 'checked' : 'unchecked',
      user,
      isLoggedIn: user !== null,
      isCardOwner: isCardOwner(user),
    };
  }, [accountInfo, checked]);
}

/**
 * A server render for a visitor with a session cookie: their session, checked first, so the page
 * is drawn once as theirs (signed in or not) and what it reads of their own data starts with it.
 */
export async function loadRenderedSession(store: AppStore, timeoutMs: number): Promise<void> {
  // A read that fails stays pending (the browser checks then): waited for `timeoutMs` at most.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  const load = async () => {
    const verify = await settledQuery(
      store.dispatch(sessionApi.endpoints.sessionVerify.initiate()),
    );
    if (verify?.errorCode === '0')
      await settledQuery(store.dispatch(sessionApi.endpoints.sessionAccountInfo.initiate()));
  };
  await Promise.race([load(), late]);
  clearTimeout(timer);
}

/**
 * Once a page drawn for a signed-in visitor is hydrated: their favourite store becomes the
 * selected one unless another was chosen (SPEC §4), as when the browser checks the session.
 */
export function applyRenderedSession(store: Pick<AppStore, 'dispatch' | 'getState'>): void {
  const info = sessionApi.endpoints.sessionAccountInfo.select()(store.getState());
  const storeId = info.data?.data.storeId;
  if (storeId) store.dispatch(setFavouriteStore(storeId));
}

export type LoginMethod = 'login' | 'social_login';

/**
 * The login event handler: called once the identity service has signed the user in (with email
 * and password or a social provider). The session and the user's data load again, and the
 * analytics events login or social_login are sent.
 */
export function sessionLoggedIn(method: LoginMethod, provider?: string) {
  return (dispatch: AppDispatch) => {
    dispatch(api.util.invalidateTags([...USER_DATA_TAGS]));
    if (method === 'social_login') trackEvent('social_login', { provider });
    else trackEvent('login', { method: 'email' });
  };
}

/** A failed login: SPEC §8 analytics event login_error with its type. */
export function sessionLoginFailed(type: LoginMethod, provider?: string): void {
  trackEvent('login_error', { type, ...(provider ? { provider } : {}) });
}

/** Logout's clearing (SPEC §4): the user, the favourite store and the card data. */
export function sessionCleared() {
  return (dispatch: AppDispatch) => {
    dispatch(api.util.invalidateTags([...USER_DATA_TAGS]));
    dispatch(resetStoreSelection());
  };
}

export const LOGGED_OUT_MESSAGE = {
  id: 'session.loggedOut',
  defaultMessage: 'Sei uscito dal tuo account.',
};

/**
 * A logout by the user: the identity service ends the session, the browser goes to /, and only
 * once that page has finished loading is the session cleared, so the page being left never
 * flashes its logged-out state.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useSessionLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // The server session may already be gone; the browser still forgets it.
      console.error('[session] logout failed', error);
    }
    await navigate('/');
    dispatch(sessionCleared());
    dispatch(notify({ kind: 'success', title: LOGGED_OUT_MESSAGE }));
  }, [dispatch, logout, navigate]);
}

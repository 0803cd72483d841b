import type { SubscriptionPayload, SubscriptionResponse } from '@iper/contracts';
import { api } from './api';

/**
 * A new Carta Vantaggi (SPEC §3 subscription). It lives here, not in a remote, because two remotes
 * create cards: the account's registration and the loyalty's 'Richiedi la carta'. Both call this
 * one endpoint; the session and the card are fetched again after it.
 */
export const advantageCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    advantageCardSubscribe: build.mutation<SubscriptionResponse, SubscriptionPayload>({
      query: (body) => ({ url: '/advantage-card/subscribe', method: 'POST', body }),
      invalidatesTags: ['Session', 'Card'],
    }),
  }),
});

export const { useAdvantageCardSubscribeMutation } = advantageCardApi;

import { api } from '@iper/api';
import type { FeedbackRequest } from '@iper/contracts';

export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedbackSend: build.mutation<{ id: string }, FeedbackRequest>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useFeedbackSendMutation } = feedbackApi;

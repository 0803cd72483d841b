import { api } from '@iper/api';
import type { NewsletterSubscription } from '@iper/contracts';

/**
 * The content remote's endpoints on the site's one api. Stories are read by the route loaders
 * through storyblok-js-client (SPEC §7), and the contact form is sent with XMLHttpRequest for
 * its upload progress (fetch cannot report it): what is left here is the newsletter.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentNewsletterSubscribe: build.mutation<{ status: 'subscribed' }, NewsletterSubscription>({
      query: (body) => ({ url: '/content/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useContentNewsletterSubscribeMutation } = contentApi;

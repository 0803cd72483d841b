// The newsletter subscription (a block of the home page).
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Newsletter (block of the home page).

export const NewsletterSubscriptionSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('Inserisci un indirizzo email valido.').max(254),
    privacy: z.literal(true, { message: "Per iscriverti devi accettare l'informativa privacy." }),
  })
  .strict();
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
/** The same answer whether or not the address was already subscribed: it reveals nobody's address. */
export const NewsletterSubscriptionResponseSchema = z.object({ status: z.literal('subscribed') });

import { z } from 'zod';

/**
 * A plain HTML form the server refused (docs/architecture.md, "Works as HTML first"): its route
 * answers with the form's page again (303), and this rides along in a cookie for one minute, read
 * once by that page's render, which draws the form filled as the visitor left it, with the error.
 * Never a password: a form's secret fields come back empty.
 */
export const FORM_OUTCOME_COOKIE = 'iper_form';
export const FORM_OUTCOME_MAX_AGE_SECONDS = 60;

export const FormOutcomeSchema = z.object({
  /** Which form (`SIGN_IN_FORM.name`): another form on the page is drawn as usual. */
  form: z.string().min(1).max(40),
  error: z.string().min(1).max(300),
  values: z
    .record(z.string().max(40), z.string().max(320))
    .refine((values) => Object.keys(values).length <= 10),
});
export type FormOutcome = z.infer<typeof FormOutcomeSchema>;

/** The sign-in page's plain form (issue 47): the app sends the same fields as JSON. */
export const SIGN_IN_FORM = {
  name: 'accedi',
  path: '/api/identity/login-form',
  /** Hidden fields: the sign-in page itself (its language), and where to go once signed in. */
  page: 'pagina',
  redirect: 'redirect',
} as const;

import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  ContentConfigSchema,
  detectFileTypeAmong,
  FILE_SIGNATURE_BYTES,
  HELP_ATTACHMENT_ERROR,
  HELP_ATTACHMENT_FIELDS,
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_ATTACHMENT_TYPES,
  HelpRequestFieldsSchema,
  HelpRequestReceiptSchema,
  NewsletterSubscriptionResponseSchema,
  NewsletterSubscriptionSchema,
  helpRequestInputFromText,
  validateHelpRequest,
  type ApiError,
  type HelpAttachmentField,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm, type MultipartFormShape } from '../platform/multipart-reader';
import { sweepOrphanUploadsAfterStart } from '../storage/orphan-uploads';
import { newsletterMail } from '../identity/mailer';
import { formRateLimit, registerRateLimit } from '../platform/rate-limit';
import { publicReadRoute } from '../platform/public-reads/public-read-route';
import { contributeContentPageHead } from './content-page-head';
import { saveHelpRequest, subscribeNewsletter, type HelpAttachmentUpload } from './content.queries';

/** Every photo at its largest plus the text fields; anything bigger is refused (413), declared or not. */
const HELP_MAX_REQUEST_BYTES =
  HELP_ATTACHMENT_FIELDS.length * HELP_ATTACHMENT_MAX_BYTES + 256 * 1024;

const HELP_FORM_SHAPE: MultipartFormShape = {
  textFields: new Set(Object.keys(HelpRequestFieldsSchema.shape)),
  fileLimits: Object.fromEntries(
    HELP_ATTACHMENT_FIELDS.map((field) => [field, HELP_ATTACHMENT_MAX_BYTES]),
  ),
  maxRequestBytes: HELP_MAX_REQUEST_BYTES,
};

function badRequest(issues: NonNullable<ApiError['issues']>): ApiError {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Richiesta non valida: controlla i dati inviati.',
    issues,
  };
}

/**
 * /api/content: the content client's configuration, the help centre's contact form (SPEC §3,
 * multipart with photos) and the newsletter block's subscriptions.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.content;
  contributeContentPageHead(app, settings.client);
  // The contact form's photos sit at the top of the uploads folder (careers keeps a subfolder).
  const storage = app.storage.area('help', app.config.uploadsDir, { recursive: false });
  sweepOrphanUploadsAfterStart(app, {
    name: 'help',
    storage,
    referencedKeys: async () =>
      (await app.db.selectFrom('help_request_attachments').select('storage_key').execute()).map(
        (row) => row.storage_key,
      ),
  });
  await registerRateLimit(app);

  await app.register(multipart, {
    // A file over the limit is cut, not thrown, so the rest of the form is still read and the
    // user gets every problem at once.
    throwFileSizeLimit: false,
    limits: {
      fileSize: HELP_ATTACHMENT_MAX_BYTES,
      files: HELP_ATTACHMENT_FIELDS.length,
      fields: 30,
      fieldSize: 8 * 1024,
      parts: 40,
    },
  });

  publicReadRoute(app, {
    method: 'GET',
    url: '/content/config',
    config: { responseCache: { tag: 'content' } },
    cacheControl: 'public, max-age=300',
    schema: { response: ContentConfigSchema },
    read: async () => settings.client,
  });

  app.post(
    '/content/help-requests',
    {
      config: {
        ...formRateLimit(app.config.rateLimits.form),
        maxRequestBytes: HELP_MAX_REQUEST_BYTES,
      },
      schema: {
        response: { 201: HelpRequestReceiptSchema, 400: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Invia il modulo come multipart/form-data.',
        });
      }
      const form = await readMultipartForm(request, HELP_FORM_SHAPE);
      const uploads: HelpAttachmentUpload[] = [];
      const issues: NonNullable<ApiError['issues']> = form.unexpected.map(({ field, kind }) => ({
        path: field,
        message: kind === 'file' ? 'Allegato non previsto.' : 'Campo non previsto.',
      }));
      for (const file of form.files) {
        const field = file.field as HelpAttachmentField;
        if (file.tooLarge) {
          issues.push({ path: field, message: HELP_ATTACHMENT_ERROR });
        } else if (file.buffer.length > 0) {
          const type = detectFileTypeAmong(
            file.buffer.subarray(0, FILE_SIGNATURE_BYTES),
            HELP_ATTACHMENT_TYPES,
          );
          if (!type) issues.push({ path: field, message: HELP_ATTACHMENT_ERROR });
          else if (uploads.some((upload) => upload.field === field))
            issues.push({ path: field, message: 'Un solo file per campo.' });
          else uploads.push({ field, type, buffer: file.buffer, originalName: file.filename });
        }
      }
      const fields = form.fields;
      const parsed = validateHelpRequest(helpRequestInputFromText(fields));
      if (!parsed.success) issues.push(...parsed.issues);
      if (issues.length || !parsed.success) return reply.status(400).send(badRequest(issues));

      const saved = await saveHelpRequest(app.db, storage, parsed.data, uploads);
      if (saved.kind === 'unknown-store') {
        return reply
          .status(400)
          .send(badRequest([{ path: 'store', message: 'Scegli un punto vendita.' }]));
      }
      return reply.status(201).send(saved.receipt);
    },
  );

  app.post(
    '/content/newsletter',
    {
      config: formRateLimit(app.config.rateLimits.form),
      schema: {
        body: NewsletterSubscriptionSchema,
        response: { 200: NewsletterSubscriptionResponseSchema },
      },
    },
    async (request) => {
      // One answer whether or not the address was already subscribed (it reveals nobody's
      // address); the mailbox's owner learns which it was.
      const created = await subscribeNewsletter(app.db, request.body.email);
      await app.identity.mailer.send(newsletterMail(request.body.email, !created));
      return { status: 'subscribed' as const };
    },
  );
};

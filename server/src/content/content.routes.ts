import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  ContentConfigSchema,
  HELP_ATTACHMENT_ERROR,
  HELP_ATTACHMENT_FIELDS,
  HELP_ATTACHMENT_MAX_BYTES,
  HelpRequestFieldsSchema,
  HelpRequestReceiptSchema,
  NewsletterSubscriptionResponseSchema,
  NewsletterSubscriptionSchema,
  helpRequestInputFromText,
  sniffAttachmentType,
  validateHelpRequest,
  type ApiError,
  type HelpAttachmentField,
} from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sweepOrphanUploadsAfterStart } from '../platform/orphan-uploads';
import { formRateLimit, registerRateLimit } from '../platform/rate-limit';
import { readContentSettings } from './content.config';
import { contributeContentPageHead } from './content-page-head';
import { saveHelpRequest, subscribeNewsletter, type HelpAttachmentUpload } from './content.queries';

const TEXT_FIELDS = new Set(Object.keys(HelpRequestFieldsSchema.shape));

function badRequest(issues: NonNullable<ApiError['issues']>): ApiError {
  return { statusCode: 400, error: 'Bad Request', message: 'Richiesta non valida: controlla i dati inviati.', issues };
}

/**
 * /api/content: the content client's configuration, the help centre's contact form (SPEC §3,
 * multipart with photos) and the newsletter block's subscriptions.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = readContentSettings(process.env, app.config.dataDir);
  contributeContentPageHead(app, settings.client);
  // The contact form's photos sit at the top of the uploads folder (careers keeps a subfolder).
  sweepOrphanUploadsAfterStart(app, {
    dir: settings.uploadsDir,
    recursive: false,
    referencedKeys: async () => (await app.db.selectFrom('help_request_attachments').select('storage_key').execute()).map((row) => row.storage_key),
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

  app.get(
    '/content/config',
    { config: { responseCache: { tag: 'content' } }, schema: { response: { 200: ContentConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return settings.client;
    },
  );

  app.post(
    '/content/help-requests',
    {
      // Every photo at its largest plus the text fields; anything bigger is refused unread.
      config: { ...formRateLimit(), maxRequestBytes: HELP_ATTACHMENT_FIELDS.length * HELP_ATTACHMENT_MAX_BYTES + 256 * 1024 },
      schema: { response: { 201: HelpRequestReceiptSchema, 400: ApiErrorSchema, 415: ApiErrorSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Invia il modulo come multipart/form-data.',
        });
      }
      const fields: Record<string, string> = {};
      const uploads: HelpAttachmentUpload[] = [];
      const issues: NonNullable<ApiError['issues']> = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          const field = part.fieldname as HelpAttachmentField;
          if (!HELP_ATTACHMENT_FIELDS.includes(field)) {
            issues.push({ path: part.fieldname, message: 'Allegato non previsto.' });
          } else if (part.file.truncated) {
            issues.push({ path: field, message: HELP_ATTACHMENT_ERROR });
          } else if (buffer.length > 0) {
            const type = sniffAttachmentType(buffer.subarray(0, 16));
            if (!type) issues.push({ path: field, message: HELP_ATTACHMENT_ERROR });
            else if (uploads.some((upload) => upload.field === field)) issues.push({ path: field, message: 'Un solo file per campo.' });
            else uploads.push({ field, type, buffer, originalName: part.filename.slice(0, 200) || field });
          }
        } else if (TEXT_FIELDS.has(part.fieldname)) {
          fields[part.fieldname] = String(part.value);
        } else {
          issues.push({ path: part.fieldname, message: 'Campo non previsto.' });
        }
      }
      const parsed = validateHelpRequest(helpRequestInputFromText(fields));
      if (!parsed.success) issues.push(...parsed.issues);
      if (issues.length || !parsed.success) return reply.status(400).send(badRequest(issues));

      const saved = await saveHelpRequest(app.db, settings.uploadsDir, parsed.data, uploads);
      if (saved.kind === 'unknown-store') {
        return reply.status(400).send(badRequest([{ path: 'store', message: 'Scegli un punto vendita.' }]));
      }
      return reply.status(201).send(saved.receipt);
    },
  );

  app.post(
    '/content/newsletter',
    {
      config: formRateLimit(),
      schema: {
        body: NewsletterSubscriptionSchema,
        response: { 200: NewsletterSubscriptionResponseSchema, 201: NewsletterSubscriptionResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await subscribeNewsletter(app.db, request.body.email);
      return reply.status(created ? 201 : 200).send({ status: created ? 'subscribed' : 'already-subscribed' });
    },
  );
};

import multipart from '@fastify/multipart';
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_RULES,
  ApiErrorSchema,
  ApplicationDetailSchema,
  ApplicationFileParamsSchema,
  ApplicationParamsSchema,
  ApplicationReceiptSchema,
  JobApplicationFieldsSchema,
  JobPositionDetailResponseSchema,
  JobPositionParamsSchema,
  JobPositionsQuerySchema,
  JobPositionsResponseSchema,
  MyApplicationsResponseSchema,
  applicationInputFromText,
  validateJobApplication,
  type ApiError,
  type FieldIssue,
  type JobApplicationFields,
} from '@iper/contracts';
import { TAX_CODE_INVALID_MESSAGE, isValidTaxCode } from '@iper/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/http-error';
import { registerRateLimit } from '../platform/rate-limit';
import { sendApiNotFound } from '../platform/errors';
import { publicReadRoute } from '../platform/public-reads/public-read-route';
import { readMultipartForm, type MultipartFormShape } from '../platform/multipart-reader';
import { sweepOrphanUploadsAfterStart } from '../storage/orphan-uploads';
import {
  APPLICATION_FILE_LIMITS,
  LARGEST_FILE_BYTES,
  acceptUpload,
  type ApplicationUpload,
} from './application-files';
import { createApplication, updateApplication } from './application-store';
import { careersUploadsDir } from './careers.config';
import {
  findMyApplication,
  findMyApplicationFile,
  findPosition,
  listMyApplications,
  listPositions,
  positionState,
  receiptOf,
  storeExists,
} from './careers.queries';

/** Applications sent (or changed) from one address in 10 minutes: enough for a family, too few for a script. */
export const APPLICATIONS_PER_WINDOW = 30;
/** Every file at its field's largest plus the text fields: a bigger request is refused unread (413). */
const APPLICATION_MAX_REQUEST_BYTES =
  Object.values(APPLICATION_FILE_RULES).reduce(
    (sum, rule) => sum + rule.maxSizeMb * 1024 * 1024,
    0,
  ) +
  512 * 1024;

const APPLICATION_RATE_LIMIT = {
  rateLimit: { max: APPLICATIONS_PER_WINDOW, timeWindow: 10 * 60 * 1000 },
};

function badRequest(issues: FieldIssue[]): ApiError {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Candidatura non valida: controlla i campi indicati.',
    issues,
  };
}

interface ReadApplication {
  fields: Record<string, string>;
  uploads: ApplicationUpload[];
  issues: FieldIssue[];
}

const APPLICATION_FORM_SHAPE: MultipartFormShape = {
  textFields: new Set(Object.keys(JobApplicationFieldsSchema.shape)),
  fileLimits: APPLICATION_FILE_LIMITS,
  maxRequestBytes: APPLICATION_MAX_REQUEST_BYTES,
};

/** Reads every part of the multipart body (all of it, so the client gets every problem at once). */
async function readApplicationParts(request: FastifyRequest): Promise<ReadApplication> {
  const form = await readMultipartForm(request, APPLICATION_FORM_SHAPE);
  const uploads: ApplicationUpload[] = [];
  const issues: FieldIssue[] = form.unexpected.map(({ field, kind }) => ({
    path: field,
    message: kind === 'file' ? 'Allegato non previsto.' : 'Campo non previsto.',
  }));
  for (const file of form.files) acceptUpload(file, uploads, issues);
  return { fields: form.fields, uploads, issues };
}

/** The text fields by the shared rules, plus the tax code against the person (SPEC §5). */
function checkFields(
  fields: Record<string, string>,
  issues: FieldIssue[],
): JobApplicationFields | undefined {
  const result = validateJobApplication(applicationInputFromText(fields));
  if (!result.success)
    issues.push(
      ...result.issues.filter((issue) => !issues.some((other) => other.path === issue.path)),
    );
  const taxCodeGiven = Boolean(fields.taxCode?.trim());
  const taxCodeFine = isValidTaxCode({
    firstName: fields.firstName,
    lastName: fields.lastName,
    genre: fields.gender ?? '',
    birthDay: fields.birthDay,
    birthMonth: fields.birthMonth,
    birthYear: fields.birthYear,
    cf: fields.taxCode,
  });
  if (taxCodeGiven && !taxCodeFine && !issues.some((issue) => issue.path === 'taxCode')) {
    issues.push({ path: 'taxCode', message: TAX_CODE_INVALID_MESSAGE });
  }
  return result.success && taxCodeFine ? result.data : undefined;
}

async function requireMultipart(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.isMultipart()) {
    await reply.status(415).send({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Invia la candidatura come multipart/form-data.',
    });
  }
}

/**
 * /api/careers: open positions (search, filters, sort, detail with similar positions) and job
 * applications with their files (SPEC §3, §6): sent by anyone, tied to the account when signed
 * in, listed and changed by their owner while the position is open.
 */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage.area('careers', careersUploadsDir(app.config.uploadsDir), {
    recursive: true,
  });
  sweepOrphanUploadsAfterStart(app, {
    name: 'careers',
    storage,
    referencedKeys: async () =>
      (await app.db.selectFrom('job_application_files').select('storage_key').execute()).map(
        (row) => row.storage_key,
      ),
  });
  await registerRateLimit(app);
  await app.register(multipart, {
    // A file over the limit is cut, not thrown, so the rest of the form is still read and the
    // applicant hears of every problem at once.
    throwFileSizeLimit: false,
    limits: {
      fileSize: LARGEST_FILE_BYTES,
      files: APPLICATION_FILE_FIELDS.length + 2,
      fields: 60,
      fieldSize: 4 * 1024,
      parts: 70,
    },
  });
  app.addHook('onRequest', app.identity.verifyCsrf);

  publicReadRoute(app, {
    method: 'GET',
    url: '/careers/positions',
    cacheControl: 'public, max-age=60',
    schema: { querystring: JobPositionsQuerySchema, response: JobPositionsResponseSchema },
    read: ({ query }) => listPositions(app.db, query),
  });

  publicReadRoute(app, {
    method: 'GET',
    url: '/careers/positions/:slug',
    cacheControl: 'public, max-age=60',
    schema: { params: JobPositionParamsSchema, response: JobPositionDetailResponseSchema },
    read: ({ params }) => findPosition(app.db, params.slug),
  });

  app.post(
    '/careers/applications',
    {
      config: { ...APPLICATION_RATE_LIMIT, maxRequestBytes: APPLICATION_MAX_REQUEST_BYTES },
      preHandler: requireMultipart,
      schema: {
        response: { 201: ApplicationReceiptSchema, 400: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { fields, uploads, issues } = await readApplicationParts(request);
      const data = checkFields(fields, issues);
      if (
        !uploads.some((upload) => upload.field === 'cv') &&
        !issues.some((issue) => issue.path === 'cv')
      ) {
        issues.push({ path: 'cv', message: 'Allega il tuo CV.' });
      }
      const position = data?.positionSlug
        ? await positionState(app.db, data.positionSlug)
        : undefined;
      if (data?.positionSlug && !position)
        issues.push({ path: 'positionSlug', message: 'Questa posizione non esiste.' });
      if (position && !position.open)
        issues.push({
          path: 'positionSlug',
          message: 'Questa posizione non accetta più candidature.',
        });
      if (data?.preferredStore && !(await storeExists(app.db, data.preferredStore))) {
        issues.push({ path: 'preferredStore', message: 'Scegli un punto vendita.' });
      }
      if (!data || issues.length > 0) return reply.status(400).send(badRequest(issues));

      const user = await app.identity.sessionUser(request, reply);
      const id = await createApplication(app.db, storage, {
        fields: position ? { ...data, area: undefined, preferredStore: undefined } : data,
        positionSlug: position?.slug ?? null,
        area: position ? null : (data.area ?? null),
        userId: user?.id ?? null,
        uploads,
      });
      return reply.status(201).send(await receiptOf(app.db, id));
    },
  );

  // An applicant's own applications (SPEC §6): someone else's answers 404, as if it did not exist.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', app.identity.requireUser);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();
    const owner = (request: FastifyRequest) => {
      if (!request.sessionUser) throw new HttpError(401, 'Accedi per continuare.');
      return { id: request.sessionUser.id, email: request.sessionUser.email };
    };

    route.get(
      '/careers/applications',
      { schema: { response: { 200: MyApplicationsResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { applications: await listMyApplications(app.db, owner(request)) };
      },
    );

    route.get(
      '/careers/applications/:id',
      {
        schema: {
          params: ApplicationParamsSchema,
          response: { 200: ApplicationDetailSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const application = await findMyApplication(app.db, owner(request), request.params.id);
        if (!application) return reply.status(404).send(sendApiNotFound(request.url));
        return application;
      },
    );

    route.get(
      '/careers/applications/:id/files/:field',
      // No response schema: the answer is the file itself (or the usual 404 error).
      { schema: { params: ApplicationFileParamsSchema } },
      async (request, reply) => {
        const file = await findMyApplicationFile(
          app.db,
          owner(request),
          request.params.id,
          request.params.field,
        );
        const content = file ? await storage.read(file.storage_key) : undefined;
        if (!file || !content) return reply.status(404).send(sendApiNotFound(request.url));
        const name = encodeURIComponent(file.original_name);
        return reply
          .type(file.content_type)
          .header('content-length', file.size_bytes)
          .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );

    route.put(
      '/careers/applications/:id',
      {
        config: { ...APPLICATION_RATE_LIMIT, maxRequestBytes: APPLICATION_MAX_REQUEST_BYTES },
        preHandler: requireMultipart,
        schema: {
          params: ApplicationParamsSchema,
          response: {
            200: ApplicationReceiptSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            415: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const current = await findMyApplication(app.db, owner(request), request.params.id);
        if (!current) {
          // Read the body anyway, so the connection is left clean; whatever is wrong with it, the answer is 404.
          await readMultipartForm(request, APPLICATION_FORM_SHAPE).catch(() => undefined);
          return reply.status(404).send(sendApiNotFound(request.url));
        }
        const { fields, uploads, issues } = await readApplicationParts(request);
        if (!current.editable) {
          return reply.status(409).send({
            statusCode: 409,
            error: 'Conflict',
            message: 'La posizione è chiusa: la candidatura non si può più modificare.',
          });
        }
        // What an application is for does not change: the stored position or area stays.
        const target = current.position
          ? { positionSlug: current.position.slug }
          : { area: fields.area ?? current.area ?? undefined };
        const data = checkFields(
          { ...fields, positionSlug: target.positionSlug ?? '', area: target.area ?? '' },
          issues,
        );
        if (data?.preferredStore && !(await storeExists(app.db, data.preferredStore))) {
          issues.push({ path: 'preferredStore', message: 'Scegli un punto vendita.' });
        }
        if (!data || issues.length > 0) return reply.status(400).send(badRequest(issues));
        await updateApplication(app.db, storage, {
          id: current.id,
          fields: data,
          area: current.position ? null : (data.area ?? null),
          uploads,
        });
        return receiptOf(app.db, current.id);
      },
    );
  });
};

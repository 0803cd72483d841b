import { FeedbackRequestSchema, FeedbackResponseSchema } from '@iper/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimit, registerRateLimit } from '../platform/rate-limit';

/** POST /api/feedback: a visitor's note about the site, from any page. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  app.post(
    '/feedback',
    {
      config: formRateLimit(app.config.rateLimits.form),
      schema: { body: FeedbackRequestSchema, response: { 201: FeedbackResponseSchema } },
    },
    async (request, reply) => {
      const { message, page, email } = request.body;
      const row = await app.db
        .insertInto('feedback')
        .values({ message, page, email: email || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: row.id });
    },
  );
};

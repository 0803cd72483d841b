import { FeedbackRequestSchema, FeedbackResponseSchema } from '@iper/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** POST /api/feedback: a visitor's note about the site, from any page. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { max: 10, timeWindow: '1 minute' });
  app.post(
    '/feedback',
    { schema: { body: FeedbackRequestSchema, response: { 201: FeedbackResponseSchema } } },
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

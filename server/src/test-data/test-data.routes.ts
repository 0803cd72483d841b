import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@iper/contracts';
import { z } from 'zod';
import { sendApiNotFound } from '../platform/errors';
import { cloneDemoCard } from './clone-card';
import { cloneDemoCustomer } from './clone-customer';

const ClonedCardSchema = z.object({ number: z.string(), surname: z.string() });

const ClonedCustomerSchema = z.object({
  email: z.string(),
  password: z.string(),
  cardNumber: z.string().optional(),
});

/**
 * Test data for end-to-end journeys run against a shared environment (docs/qa.md): exists only
 * when the server runs with TEST_DATA=true, which config.ts refuses with NODE_ENV=production.
 * POST /api/test-data/customers `{ "like": "<a demo customer's email>" }` → 201 a fresh copy;
 * POST /api/test-data/cards `{ "like": "<a demo card no account holds>" }` → 201 a fresh copy.
 */
export const testDataRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.testData) return;
  app.post(
    '/test-data/customers',
    {
      schema: {
        body: z.object({ like: z.string().email().max(200) }),
        response: { 201: ClonedCustomerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const customer = await cloneDemoCustomer(app.db, request.body.like);
      if (!customer) {
        return reply.status(404).send({
          ...sendApiNotFound(request.url),
          message: `Nessun cliente demo con l'email ${request.body.like}.`,
        });
      }
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(customer);
    },
  );
  app.post(
    '/test-data/cards',
    {
      schema: {
        body: z.object({ like: z.string().regex(/^\d{12}$/) }),
        response: { 201: ClonedCardSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const card = await cloneDemoCard(app.db, request.body.like);
      if (!card) {
        return reply.status(404).send({
          ...sendApiNotFound(request.url),
          message: `Nessuna carta demo libera con il numero ${request.body.like}.`,
        });
      }
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(card);
    },
  );
};

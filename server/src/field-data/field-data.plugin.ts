import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FieldData } from './field-data';
import { countVerdicts } from './verdict-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Field data per remote version, canary guard rails and verdicts (field-data.ts). */
    fieldData: FieldData;
  }
}

/**
 * Field data (issue 35, docs/delivery.md "Field data"): the figures browsers report per remote
 * version, and the verdict round that promotes or stops a running canary by itself every
 * CANARY_VERDICT_INTERVAL_SECONDS. The beacon and admin routes are field-data.routes.ts.
 */
async function fieldData(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.decorate('fieldData', new FieldData(app.db, app.releases, config.fieldData, app.log));
  if (app.metrics) countVerdicts(app.metrics, app.fieldData);
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      round = app.fieldData
        .judgeCanaries()
        .catch((error: unknown) => app.log.error({ err: error }, 'canary verdict round failed'));
    }, config.fieldData.verdict.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}

export const fieldDataPlugin = fp(fieldData, {
  name: 'iper-field-data',
  fastify: '5.x',
  dependencies: ['iper-releases', 'iper-metrics'],
});

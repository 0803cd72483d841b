import { FORM_OUTCOME_COOKIE } from '@iper/contracts';
import Fastify from 'fastify';
import { answerFormOutcome, takeFormOutcome } from './form-outcome';

const OUTCOME = {
  form: 'accedi',
  error: 'Email o password non corretti.',
  values: { email: 'giulia.bianchi@example.it' },
};

describe('a refused plain form’s outcome, carried back to its page', () => {
  const app = Fastify();
  app.post('/form', (_request, reply) => answerFormOutcome(reply, OUTCOME, '/accedi', true));
  app.get('/page', (request, reply) =>
    reply.send({ outcome: takeFormOutcome(request, reply, true) ?? null }),
  );
  afterAll(() => app.close());

  it('goes back to the page (303) with the outcome for a minute, and is read once', async () => {
    const refused = await app.inject({ method: 'POST', url: '/form' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/accedi');
    const cookie = String(refused.headers['set-cookie']);
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/);
    const page = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(page.json()).toEqual({ outcome: OUTCOME });
    expect(page.headers['set-cookie']).toMatch(new RegExp(`^${FORM_OUTCOME_COOKIE}=; .*Max-Age=0`));
  });

  it('drops what is not a well-formed outcome', async () => {
    for (const value of ['%7Bnope', encodeURIComponent(JSON.stringify({ form: 'accedi' }))]) {
      const page = await app.inject({
        method: 'GET',
        url: '/page',
        headers: { cookie: `${FORM_OUTCOME_COOKIE}=${value}` },
      });
      expect(page.json()).toEqual({ outcome: null });
    }
  });
});

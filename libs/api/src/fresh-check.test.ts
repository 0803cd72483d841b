import { FRESH_CHECK_ERROR, FRESH_CHECK_MESSAGE } from '@iper/contracts';
import { http, HttpResponse } from 'msw';
import { api } from './api';
import { registerFreshCheckPrompt, withFreshCheck } from './fresh-check';
import { createAppStore } from './store';
import { setupNetwork } from './testing/network';

const network = setupNetwork();

const freshCheckRequired = () =>
  HttpResponse.json(
    { statusCode: 403, error: FRESH_CHECK_ERROR, message: FRESH_CHECK_MESSAGE },
    { status: 403 },
  );

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    freshCheckProbe: build.mutation<{ ok: true }, { note: string }>({
      query: (body) => ({ url: '/probe/sensitive', method: 'POST', body }),
    }),
  }),
});

/** The server refuses the first request, then accepts: what a check that passed in between gives. */
function sensitiveRoute() {
  let checked = false;
  network.use(
    http.post('/api/probe/sensitive', () =>
      checked ? HttpResponse.json({ ok: true }) : freshCheckRequired(),
    ),
  );
  return () => (checked = true);
}

describe('the fresh check in the base query', () => {
  it('asks the mounted dialog once, then sends the same request again', async () => {
    const passCheck = sensitiveRoute();
    const prompt = jest.fn(async () => {
      passCheck();
      return true;
    });
    const unmount = registerFreshCheckPrompt(prompt);
    const store = createAppStore();
    const result = await store
      .dispatch(probe.endpoints.freshCheckProbe.initiate({ note: 'quello che ho scritto' }))
      .unwrap();
    unmount();
    expect(result).toEqual({ ok: true });
    expect(prompt).toHaveBeenCalledTimes(1);
    const sent = network.requestsTo('/api/probe/sensitive', 'POST');
    expect(sent).toHaveLength(2);
    expect(await sent[1]?.json()).toEqual({ note: 'quello che ho scritto' });
  });

  it('leaves the refusal as it is when the customer closes the dialog, or no dialog is mounted', async () => {
    sensitiveRoute();
    const store = createAppStore();
    const closed = registerFreshCheckPrompt(async () => false);
    const refused = await store.dispatch(probe.endpoints.freshCheckProbe.initiate({ note: 'x' }));
    closed();
    expect(refused.error).toMatchObject({ status: 403, data: { error: FRESH_CHECK_ERROR } });
    const unmounted = await store.dispatch(probe.endpoints.freshCheckProbe.initiate({ note: 'x' }));
    expect(unmounted.error).toMatchObject({ status: 403 });
    expect(network.requestsTo('/api/probe/sensitive', 'POST')).toHaveLength(2);
  });

  it('repeats a plain fetch too (the data download)', async () => {
    const passCheck = sensitiveRoute();
    const unmount = registerFreshCheckPrompt(async () => {
      passCheck();
      return true;
    });
    const response = await withFreshCheck(() =>
      fetch(new URL('/api/probe/sensitive', window.location.href), { method: 'POST' }),
    );
    unmount();
    expect(response.status).toBe(200);
  });
});

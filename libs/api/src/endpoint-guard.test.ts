import type { SubscriptionPayload, SubscriptionResponse } from '@iper/contracts';
import { advantageCardApi, api } from './index';

// One endpoint, one definition: a remote that declares again an endpoint another file already
// injects fails its tests at import (the subscription endpoint lives once, in @iper/api).
describe('injecting an endpoint', () => {
  it('throws under test when the endpoint name is already injected', () => {
    expect(advantageCardApi.endpoints.advantageCardSubscribe).toBeDefined();
    expect(() =>
      api.injectEndpoints({
        endpoints: (build) => ({
          advantageCardSubscribe: build.mutation<SubscriptionResponse, SubscriptionPayload>({
            query: (body) => ({ url: '/advantage-card/subscribe', method: 'POST', body }),
          }),
        }),
      }),
    ).toThrow(/advantageCardSubscribe/);
  });

  it('lets a file opt in to a deliberate override, and injects new names as usual', () => {
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        endpointGuardProbe: build.query<string, void>({ query: () => '/probe' }),
      }),
    });
    expect(probe.endpoints.endpointGuardProbe).toBeDefined();
    expect(() =>
      api.injectEndpoints({
        overrideExisting: true,
        endpoints: (build) => ({
          endpointGuardProbe: build.query<string, void>({ query: () => '/probe-2' }),
        }),
      }),
    ).not.toThrow();
  });
});

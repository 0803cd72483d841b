type InjectEndpoints<Api> = Api extends { injectEndpoints: infer Inject } ? Inject : never;

/** Whether this code runs under jest (NODE_ENV 'test'); bundles never do (no `process` there). */
const underTest = typeof process !== 'undefined' && process.env.NODE_ENV === 'test';

/**
 * One endpoint, one definition: under test a second injection of an endpoint name throws (RTK
 * Query's `overrideExisting: 'throw'`), where RTK Query would only log it in development and keep
 * the first silently in production. Two remotes declaring the same call would otherwise drift
 * apart unnoticed. Outside tests nothing changes: a redeployed remote injects its endpoints again
 * into the server's long-lived api, and must not fail for it.
 */
export function guardEndpointInjection<
  Api extends { injectEndpoints: (options: never) => unknown },
>(api: Api, enabled: boolean = underTest): Api {
  if (!enabled) return api;
  const inject = api.injectEndpoints.bind(api) as (options: {
    overrideExisting?: unknown;
  }) => unknown;
  const guarded = (options: { overrideExisting?: unknown }) =>
    inject({ ...options, overrideExisting: options.overrideExisting ?? 'throw' });
  api.injectEndpoints = guarded as unknown as InjectEndpoints<Api> & Api['injectEndpoints'];
  return api;
}

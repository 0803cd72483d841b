import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * First of the three layers that keep a remote's failure local: retry a manifest or script that
 * failed to download (a flaky network, a deploy in progress) before giving up.
 */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 250 },
    script: { retryTimes: 2, retryDelay: 250 },
  });
}

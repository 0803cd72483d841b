import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from './remote-error-reports';

/**
 * Second layer: when a remote still cannot be loaded, log it (SPEC §8: a mount failure logs a
 * console error) and let the error reach the route's error boundary, which shows the remote's
 * error panel with a retry (third layer). A remote running a release is reported to the server with
 * its version. Returning nothing makes the runtime rethrow.
 */
export default function errorLoggerPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'iper-remote-error-logger',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] impossibile caricare ${id}`, error);
      reportRemoteError(id.split('/')[0] ?? id, 'load', error);
      return undefined;
    },
  };
}

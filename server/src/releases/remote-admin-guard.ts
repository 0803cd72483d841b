import type { RemoteName } from '@iper/routes';
import type { FastifyRequest } from 'fastify';
import { adminAuthorizer, clientError } from '../platform/admin-auth';
import { unknownRemoteMessage } from '../remotes/remote-entries';
import { remoteNamed } from './local-builds';

/**
 * The admin API's guard for a remote's routes (releases, field data): the platform token, then a
 * remote the site knows in the path's `:remote` (400 with the remotes it has, before any work).
 */
export function remoteAdminGuard(token: string) {
  const checkToken = adminAuthorizer(token);
  const remoteOf = (name: string): RemoteName => {
    const remote = remoteNamed(name);
    if (!remote) throw clientError(400, unknownRemoteMessage(name));
    return remote;
  };
  const authorize = async (request: FastifyRequest) => {
    await checkToken(request);
    const { remote } = (request.params ?? {}) as { remote?: string };
    if (remote !== undefined) remoteOf(remote);
  };
  return { authorize, remoteOf };
}

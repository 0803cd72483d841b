import { z } from 'zod';

/**
 * Where the shell finds each remote at run time. Served by the server per environment: pointing
 * an entry elsewhere is how a remote is released or rolled back, with no shell rebuild.
 */
export const RemotesManifestSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().regex(/^[a-z_]+$/),
      entry: z.string().min(1),
      /** Set for this browser only (a session override, server/src/platform/remotes): the shell shows a banner. */
      override: z.literal(true).optional(),
      /** The release's version when the remote runs a published release (server/src/platform/releases). */
      version: z.string().max(64).optional(),
      /** This browser is among a canary's share of visitors for this remote. */
      canary: z.literal(true).optional(),
    }),
  ),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;

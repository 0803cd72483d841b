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
    }),
  ),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;

/**
 * The JSON data block of a server-rendered page: the remote whose routes must be in the router
 * before the browser hydrates, and the router's state (shell/src/server/hydration-data.ts writes
 * it, shell/src/app/server-rendered-page.ts reads it, the server puts it in the page).
 */
export const HYDRATION_DATA_ELEMENT_ID = 'iper-hydration';

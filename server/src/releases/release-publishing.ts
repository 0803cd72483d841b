import { remoteFolder, type RemoteName } from '@iper/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { audit, type Actor } from '../remotes/remote-entries';
import { ReleaseRefusal, releaseMetadata, runtimeVersions } from './release-gate';
import type { ReleaseInfo } from './release-status';
import {
  RELEASE_MARKER,
  ReleaseExistsError,
  isVersion,
  type ReleaseFile,
  type ReleaseStore,
} from './release-store';

/** Files a release cannot be without: the browser's container and manifest, the server's container. */
const REQUIRED_FILES = [RELEASE_MARKER, 'browser/remoteEntry.js', 'server/remoteEntry.js'];

/** Publishing: a release into the store (once, never changed), and which releases are published. */
export class ReleasePublishing {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ReleaseStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(
    remote: RemoteName,
    version: string,
    files: readonly ReleaseFile[],
    actor: Actor,
  ): Promise<ReleaseInfo> {
    if (!isVersion(version))
      throw new ReleaseRefusal(
        `"${version}" non è una versione semver (es. 1.4.0, 1.4.0-pr.12).`,
        400,
      );
    const names = new Set(files.map((file) => file.path));
    const missing = REQUIRED_FILES.filter((file) => !names.has(file));
    if (missing.length)
      throw new ReleaseRefusal(
        `Alla release mancano ${missing.join(', ')}: servono la build del browser e quella del server.`,
        400,
      );
    const manifest = files.find((file) => file.path === RELEASE_MARKER)!.body.toString('utf8');
    const metadata = releaseMetadata(manifest);
    if (metadata.name !== remote)
      throw new ReleaseRefusal(`La build è del remote ${metadata.name}, non di ${remote}.`, 400);
    if (metadata.version !== version)
      throw new ReleaseRefusal(`La build dice versione ${metadata.version}, non ${version}.`, 400);
    const folder = remoteFolder(remote);
    const exists = () =>
      new ReleaseRefusal(
        `La release ${remote} ${version} esiste già: una release non cambia, pubblica una nuova versione.`,
        409,
      );
    const known = await this.db
      .selectFrom('remote_releases')
      .select('version')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (known) throw exists();
    try {
      await this.store.write(folder, version, files);
    } catch (error) {
      if (error instanceof ReleaseExistsError) throw exists();
      throw error;
    }
    const publishedBy = actor.name ?? actor.ip;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('remote_releases')
          .values({
            remote,
            version,
            git_commit: metadata.commit,
            metadata: JSON.stringify(metadata),
            published_by: publishedBy,
          })
          .execute();
        await audit(
          trx,
          { action: 'release-publish', remote, version, detail: metadata.commit },
          actor,
        );
      });
    } catch (error) {
      await this.store.remove(folder, version);
      throw error;
    }
    this.log.warn({ remote, version, commit: metadata.commit, actor }, 'release published');
    return {
      version,
      commit: metadata.commit,
      dirty: metadata.dirty,
      publishedAt: new Date().toISOString(),
      publishedBy,
      runtime: runtimeVersions(metadata),
    };
  }

  /**
   * Puts a published release's files on this instance's disk before they are served or rendered
   * (a bucket's release is downloaded once). An address naming a version nobody published costs a
   * query, never a request to the bucket.
   */
  async ensureLocalCopy(remote: RemoteName, version: string): Promise<void> {
    const folder = remoteFolder(remote);
    if (!this.store.needsDownload(folder, version)) return;
    const published = await this.db
      .selectFrom('remote_releases')
      .select('version')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (published) await this.store.ensureLocal(folder, version);
  }

  /** Whether a release of a remote is in the store (a preview pass may name any version). */
  async isPublished(remote: RemoteName, version: string): Promise<boolean> {
    return this.store.has(remoteFolder(remote), version);
  }
}

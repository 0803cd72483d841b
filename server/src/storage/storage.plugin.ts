import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config';
import { LocalFolderStorage } from './local-folder-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, s3Client } from './s3-storage';

/** The uploads of one module: the help centre's attachments, the job applications' files. */
export type StorageArea = 'help' | 'careers';

export interface Storages {
  readonly kind: StorageConfig['kind'];
  /**
   * A module's storage: its own local folder (as configured before, UPLOADS_DIR…), or its own
   * prefix in the bucket (`<S3_PREFIX><area>/`). `recursive`: the area's keys hold folders.
   */
  area(name: StorageArea, localDir: string, options: { recursive: boolean }): ObjectStorage;
  /** Every area handed out so far (readiness checks each once). */
  readonly areas: ReadonlyMap<StorageArea, ObjectStorage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storages;
  }
}

export function createStorages(config: StorageConfig): Storages & { close(): void } {
  const areas = new Map<StorageArea, ObjectStorage>();
  const client = config.kind === 's3' ? s3Client(config) : undefined;
  return {
    kind: config.kind,
    areas,
    area(name, localDir, options) {
      const existing = areas.get(name);
      if (existing) return existing;
      const storage =
        config.kind === 's3' && client
          ? new S3Storage(client, { ...config, prefix: `${config.prefix}${name}/` })
          : new LocalFolderStorage(localDir, options);
      areas.set(name, storage);
      return storage;
    },
    close: () => client?.destroy(),
  };
}

/** Decorates the app with its storages (before the modules that keep files). */
async function storages(app: FastifyInstance, config: StorageConfig): Promise<void> {
  const storages = createStorages(config);
  app.decorate('storage', storages);
  app.addHook('onClose', async () => storages.close());
}

export const storagePlugin = fp(storages, { name: 'iper-storage', fastify: '5.x' });

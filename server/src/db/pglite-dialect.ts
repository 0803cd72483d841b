import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely on the embedded PGlite, with transactions that are really isolated.
 *
 * PGlite is one PostgreSQL session shared by every request. kysely-pglite sends BEGIN/COMMIT as
 * plain statements on that session, so while one request's transaction is open, any other
 * request's statements run *inside* it: its acknowledged insert is undone by the first request's
 * rollback, and the first request's half-done work is committed by anyone's COMMIT (the crash
 * test found help requests saved without their attachments). Here a Kysely transaction is a
 * PGlite `transaction()`, which holds PGlite's own lock: statements from elsewhere wait until it
 * commits or rolls back, as they would on a PostgreSQL connection pool.
 *
 * Consequence, as on a pool of one: code inside a transaction must use the transaction (`trx`),
 * never the outer `db`, or it waits for itself.
 */
class PGliteConnection implements DatabaseConnection {
  #transaction:
    { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> } | undefined;

  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#transaction?.tx ?? this.client;
    const result: Results<R> = await target.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined &&
      /^\s*(insert|update|delete|merge)\b/i.test(compiled.sql)
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }

  async begin(): Promise<void> {
    if (this.#transaction) throw new Error('a transaction is already open on this connection');
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    await new Promise<void>((started, failed) => {
      const done = this.client
        .transaction(async (tx) => {
          this.#transaction = { tx, finish, done };
          started();
          if (!(await decided)) await tx.rollback();
        })
        .then(() => undefined)
        .finally(() => {
          this.#transaction = undefined;
        });
      done.catch(failed); // BEGIN itself failed: nothing started
    });
  }

  async end(commit: boolean): Promise<void> {
    const open = this.#transaction;
    if (!open) throw new Error('no transaction is open on this connection');
    open.finish(commit);
    await open.done;
  }
}

class PGliteDriver implements Driver {
  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.client);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(false);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

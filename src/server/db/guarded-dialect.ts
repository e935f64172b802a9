/**
 * Kysely's dialect with two changes to how a transaction ends, so the error a caller sees is the one that
 * happened (db/faults.ts):
 *
 * - a rollback that has nothing left to roll back is skipped. SQLite rolls a transaction back by itself when a
 *   write fails with SQLITE_FULL (or SQLITE_IOERR, SQLITE_NOMEM…); Kysely then asks for a rollback, which fails
 *   with "cannot rollback - no transaction is active", and would replace the real one (a full disk would be a 500
 *   whose log hides the cause);
 * - a rollback that fails because the connection is gone is not an error of its own: PostgreSQL ends the
 *   transaction with the connection, the pool drops that connection, and the error that broke the transaction
 *   is the one thrown.
 *
 * It also tells the database's DiskState when a write is kept (a statement that changed rows outside a
 * transaction, or the commit of a transaction that did), so a full disk is reported until space is back.
 */
import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { isDatabaseUnavailable, type DiskState } from './faults.ts';

export interface Guard {
  disk: DiskState;
  /** Is a transaction open on the connection? (SQLite: the one connection's own word.) Unknown when absent. */
  inTransaction?: () => boolean;
}

function guardDriver(driver: Driver, guard: Guard): Driver {
  const open = new WeakSet<DatabaseConnection>();
  const wrote = new WeakSet<DatabaseConnection>();
  const watched = new WeakSet<DatabaseConnection>();

  const watch = (connection: DatabaseConnection) => {
    if (watched.has(connection)) return connection;
    watched.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]) => {
      const result = (await execute(query)) as QueryResult<R>;
      if (result.numAffectedRows !== undefined && result.numAffectedRows > 0n) {
        if (open.has(connection)) wrote.add(connection);
        else guard.disk.noteWritten();
      }
      return result;
    };
    return connection;
  };

  const acquire = driver.acquireConnection.bind(driver);
  const begin = driver.beginTransaction.bind(driver);
  const commit = driver.commitTransaction.bind(driver);
  const rollback = driver.rollbackTransaction.bind(driver);
  driver.acquireConnection = async () => watch(await acquire());
  driver.beginTransaction = async (connection, settings) => {
    await begin(connection, settings);
    open.add(connection);
    wrote.delete(connection);
  };
  driver.commitTransaction = async (connection) => {
    await commit(connection);
    open.delete(connection);
    if (wrote.has(connection)) guard.disk.noteWritten();
    wrote.delete(connection);
  };
  driver.rollbackTransaction = async (connection) => {
    open.delete(connection);
    wrote.delete(connection);
    if (guard.inTransaction && !guard.inTransaction()) return;
    try {
      await rollback(connection);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  };
  return driver;
}

/** The dialect, its driver guarded as above. */
export function guardedDialect(dialect: Dialect, guard: Guard): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => guardDriver(dialect.createDriver(), guard),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/** What a migration may be handed beside the dialect: things plain SQL through Kysely cannot do. */
export interface MigrationTools {
  /**
   * SQLite: run `edit` with writes to `sqlite_schema` allowed (PRAGMA writable_schema), to loosen a check
   * constraint in place as the SQLite documentation describes. Absent on PostgreSQL.
   */
  editSqliteSchema?: (edit: () => Promise<void>) => Promise<void>;
}

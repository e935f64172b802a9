/**
 * Kysely's PostgreSQL introspector, reading only the schemas on the connection's search path: the archive's own
 * tables (the migrator's check for its tables, the export's list of columns).
 *
 * Kysely's own reads every schema of the database and asks `has_schema_privilege` of each by name, which fails
 * with "schema … does not exist" when another client drops a schema while the read runs (test files running at
 * the same time each drop their own schema when they finish; an operator may drop one). Reading only the
 * search path's schemas is also what the archive means by its tables: those its queries name without a schema.
 */
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Dialect,
  type Kysely,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  comment: string | null;
}

/** The PostgreSQL dialect with the introspector above. */
export function withSearchPathIntrospector(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => searchPathIntrospector(db, dialect.createIntrospector(db)),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function searchPathIntrospector(db: Kysely<unknown>, base: DatabaseIntrospector): DatabaseIntrospector {
  const getTables = async (
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> => {
    const internal = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`;
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type, a.attname as column,
        typ.typname as type, dtns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null
          as auto_incrementing,
        col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = any(current_schemas(false)) and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped ${internal}
      order by ns.nspname, c.relname, a.attnum`.execute(db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const key = `${row.schema}.${row.table}`;
      let table = tables.get(key);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
        tables.set(key, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing,
        hasDefaultValue: row.has_default,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  };
  return {
    getSchemas: () => base.getSchemas(),
    getTables,
    getMetadata: async (options) => ({ tables: await getTables(options) }),
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Test support: each text and jsonb column of every table, in every schema: the ones holding any of `texts`, as `table.column`. */
export async function columnsHolding(db: Db, texts: string[]): Promise<string[]> {
  const { rows: columns } = await db.execute<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
     where c.table_schema not in ('pg_catalog', 'information_schema') and c.data_type in ('text', 'jsonb', 'json', 'character varying')`);
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)}::text ilike any(array[${sql.join(
        texts.map((x) => sql`${`%${x}%`}`),
        sql`, `,
      )}])`,
    );
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

import type { PoolClient } from 'pg';

/**
 * The application's tables (schema public), each after the tables it references, so that a
 * restore can load them in this order with every foreign key checked.
 */
export async function tablesInLoadOrder(client: PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parentsOf = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const r of references) parentsOf.get(unquote(r.child))?.add(unquote(r.parent));

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.map((t) => t.name).filter((t) => !placed.has(t) && [...parentsOf.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle: no load order exists.');
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

/** The migrations the database has applied (drizzle's journal), oldest first. */
export async function appliedMigrations(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => r.hash);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

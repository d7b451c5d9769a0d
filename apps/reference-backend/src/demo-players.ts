import type { Queryable } from './db.ts';

interface ForeignKey {
  child: string;
  childColumn: string;
  parentColumn: string;
}

/**
 * Takes the seeded demo players out again, with every row that hangs on them (wallets,
 * transactions, bonuses, rakeback days, documents …), for a start without demo players
 * (production: config.demoPlayers). The rows are found by the schema's own foreign keys, so a table
 * added later is covered without a list to keep. The seed writes the players first and this takes
 * them out in the same transaction, so the rest of the data set (catalogue, bonuses, tournaments)
 * is the same with or without them.
 */
export async function removeDemoPlayers(q: Queryable, emails: readonly string[]): Promise<void> {
  await deleteWithDependents(q, 'users', 'id', `SELECT id FROM users WHERE lower(email) = ANY($1)`, [
    emails.map((e) => e.toLowerCase()),
  ]);
}

/** Deletes the rows of `table` whose `column` is in `selectSql`, the rows that refer to them first. */
async function deleteWithDependents(
  q: Queryable,
  table: string,
  column: string,
  selectSql: string,
  params: unknown[],
): Promise<void> {
  for (const fk of await foreignKeysTo(q, table)) {
    const keys = `SELECT "${fk.parentColumn}" FROM "${table}" WHERE "${column}" IN (${selectSql})`;
    if (fk.child === table) {
      // A row of the same table that points at a deleted one (users.referred_by) keeps living.
      await q.query(
        `UPDATE "${table}" SET "${fk.childColumn}" = NULL WHERE "${fk.childColumn}" IN (${keys})`,
        params,
      );
      continue;
    }
    await deleteWithDependents(q, fk.child, fk.childColumn, keys, params);
  }
  await q.query(`DELETE FROM "${table}" WHERE "${column}" IN (${selectSql})`, params);
}

async function foreignKeysTo(q: Queryable, table: string): Promise<ForeignKey[]> {
  // Single-column foreign keys (every one of this schema) in the current schema.
  return q.query<ForeignKey>(
    `SELECT child.relname AS child, ca.attname AS "childColumn", pa.attname AS "parentColumn"
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND parent.relname = $1
        AND parent.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
      ORDER BY child.relname, ca.attname`,
    [table],
  );
}

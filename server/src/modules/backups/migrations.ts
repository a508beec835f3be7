// Which migration a backup was made at, by drizzle's journal (db/migrations/meta/_journal.json): a restore
// runs this version's migrations on the target, so a backup from a newer version of the site is refused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../../db/client';
import type { Manifest } from './format';

type JournalEntry = { tag: string; when: number };

const readJournal = async (): Promise<JournalEntry[]> => {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return journal.entries as JournalEntry[];
};

/** The manifest's record of the last applied migration (drizzle keeps its journal time and hash). */
export const lastMigrationOf = async (
  applied: { hash: string; appliedAt: number } | undefined,
): Promise<Manifest['migration']> => {
  if (!applied) return null;
  const entry = (await readJournal()).find((migration) => migration.when === applied.appliedAt);
  return {
    id: entry?.tag ?? `unknown (${applied.appliedAt})`,
    hash: applied.hash,
    appliedAt: applied.appliedAt,
  };
};

/** Why this version of the site cannot restore a backup made at `migration`; undefined when it can. */
export const migrationProblem = async (migration: Manifest['migration']) => {
  if (!migration) return undefined;
  const journal = await readJournal();
  if (journal.some((entry) => entry.when === migration.appliedAt)) return undefined;
  const newest = journal.at(-1);
  return newest && migration.appliedAt > newest.when
    ? `it was made by a newer version of the site (database migration ${migration.id}); update the site first`
    : `it was made at a database migration this version of the site does not know (${migration.id})`;
};

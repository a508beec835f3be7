// @ts-check
// The embedded database a first start copies instead of running initdb and the migrations (initdb alone
// takes seconds in WebAssembly). build:server makes it beside the server bundle; the server copies the
// folder into an empty DATA_DIR (server/src/db/client.ts) and then migrates as usual, so a template older
// than the migrations only means more migrations to run. A plain folder rather than a dumpDataDir
// tarball: the operating system copies it faster than PGlite unpacks a tarball file by file.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The folder name the server looks for beside its bundle. */
export const PGLITE_TEMPLATE_DIR = 'pglite-template';

/**
 * Creates a migrated, empty PGlite data directory in `outputDir` (replacing what is there).
 * @param {{ migrationsFolder: string, outputDir: string }} options
 */
export const writePgliteTemplate = async ({ migrationsFolder, outputDir }) => {
  rmSync(outputDir, { recursive: true, force: true });
  // the same extensions as the server's openDatabase(), or the copy would not open
  const client = await PGlite.create(outputDir, { extensions: { btree_gist } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // flush every page so a copy starts without replaying the WAL
    await client.query('CHECKPOINT');
  } finally {
    await client.close();
  }
};

// npm run move-to-postgres: the embedded database (DATA_DIR) into the empty PostgreSQL database of
// DATABASE_URL. It is a backup of PGlite (kept in BACKUP_DIR) restored into PostgreSQL by the same code as
// any restore, then every table's row count and the money totals are counted again on PostgreSQL.
import { openDatabase } from '../../db/client';
import { uploadsDir } from '../../lib/storage/create-storage';
import { CommandError } from './command-error';
import { askRunningSite, controlSocketPath } from './control-socket';
import type { MadeBackup } from './create-backup';
import { listTables, openExistingDatabase } from './repository';
import {
  compareWithManifest,
  dataInTarget,
  RestoreRefusedError,
  type RestoreReport,
  restoreBackup,
} from './restore-backup';
import { type BackupConfig, type BackupLog, backupNow } from './service';

export type MoveResult = {
  backup: MadeBackup;
  report: RestoreReport;
  check: Awaited<ReturnType<typeof compareWithManifest>>;
};

/** Checked before anything is copied (the restore checks again, in case someone wrote meanwhile). */
const refuseFilledTarget = async (databaseUrl: string, dataDir: string) => {
  const target = await openExistingDatabase({ databaseUrl, dataDir });
  if (!target) return;
  try {
    const found = await dataInTarget(target.db, await listTables(target.db), { kind: 'keep', where: '' });
    if (found.length > 0)
      throw new RestoreRefusedError(
        `The PostgreSQL database already holds data (${found.join(', ')}). move-to-postgres copies into an empty database only: nothing was changed.`,
      );
  } finally {
    await target.close();
  }
};

export const moveToPostgres = async (options: {
  config: BackupConfig;
  log: BackupLog;
}): Promise<MoveResult> => {
  const { config, log } = options;
  const { databaseUrl } = config;
  if (!databaseUrl)
    throw new CommandError(
      'Set DATABASE_URL to the empty PostgreSQL database to move into, e.g.\n' +
        '  DATABASE_URL=postgres://resort:secret@localhost:5432/resort npm run move-to-postgres',
    );
  if (await askRunningSite(controlSocketPath(config.dataDir), 'status'))
    throw new CommandError(
      `The site is running on ${config.dataDir}: stop it first, so that no booking is made after the copy.`,
    );
  await refuseFilledTarget(databaseUrl, config.dataDir);
  const source = await openExistingDatabase({ dataDir: config.dataDir });
  if (!source)
    throw new CommandError(`There is no embedded database in ${config.dataDir} (DATA_DIR) to move.`);
  let backup: MadeBackup;
  try {
    backup = await backupNow({ db: source.db, config, trigger: 'command', log });
  } finally {
    await source.close();
  }
  log.info(`Copying into PostgreSQL (${new URL(databaseUrl).host})...`);
  const report = await restoreBackup(backup.file, {
    // one transaction that copies every table: longer than a request's statement timeout
    open: () => openDatabase({ databaseUrl, statementTimeoutMs: 0 }),
    uploads: {
      kind: 'keep',
      where: config.s3 ? `the S3 bucket ${config.s3.bucket}` : uploadsDir(config.dataDir),
    },
    force: false,
  });
  // counted again on PostgreSQL from outside the restore's own transaction
  const target = await openExistingDatabase({ databaseUrl, dataDir: config.dataDir });
  if (!target) throw new Error('PostgreSQL could not be opened again');
  try {
    const check = await compareWithManifest(target.db, backup.manifest);
    if (check.problems.length > 0)
      throw new Error(`PostgreSQL does not match the embedded database: ${check.problems.join('; ')}`);
    return { backup, report, check };
  } finally {
    await target.close();
  }
};

// The three commands of the backup command line (cli.ts): backup, restore FILE [--force], move-to-postgres.
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { tellInstancesReadsChanged } from '../../lib/changes';
import { createStorage, uploadsDir } from '../../lib/storage/create-storage';
import { CommandError } from './command-error';
import { askRunningSite, controlSocketPath } from './control-socket';
import { moveToPostgres } from './move-to-postgres';
import { moveReportText, restoreReportText } from './report-text';
import { openExistingDatabase } from './repository';
import { restoreBackup, type UploadsTarget } from './restore-backup';
import { type BackupConfig, type BackupLog, backupNow } from './service';

export type CommandOptions = {
  config: BackupConfig;
  args: string[];
  log: BackupLog;
  /** Where a relative FILE is found: the folder `npm run` was started in (INIT_CWD). */
  cwd?: string;
};

/** A backup of the site's data: asked of the running site when it holds DATA_DIR, made here otherwise. */
export const backupCommand = async ({ config, log }: CommandOptions) => {
  if (!config.databaseUrl) {
    const answer = await askRunningSite(controlSocketPath(config.dataDir), 'backup');
    if (answer) {
      if (!answer.ok) throw new CommandError(`The running site could not make the backup: ${answer.message}`);
      log.info(`The running site made the backup (it holds ${config.dataDir}).`);
      log.info(answer.message);
      return;
    }
  }
  const database = await openExistingDatabase({
    ...config,
    warn: (message) => log.error('The backup command', new Error(message)),
  });
  if (!database)
    throw new CommandError(
      `There is no database in ${config.dataDir} (DATA_DIR): nothing to back up. Set DATA_DIR to the site's data folder.`,
    );
  try {
    await backupNow({ db: database.db, config, trigger: 'command', log });
  } finally {
    await database.close();
  }
};

const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--force]';

export const restoreCommand = async ({ config, args, log, cwd = process.cwd() }: CommandOptions) => {
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (unknown.length > 0 || files.length !== 1) throw new CommandError(RESTORE_USAGE);
  const file = path.resolve(cwd, files[0] ?? '');
  if (!config.databaseUrl && (await askRunningSite(controlSocketPath(config.dataDir), 'status')))
    throw new CommandError(
      `The site is running on ${config.dataDir}: stop it before restoring (a restore replaces its data).`,
    );
  const uploads: UploadsTarget = config.s3
    ? { kind: 'storage', storage: createStorage(config), bucket: config.s3.bucket }
    : { kind: 'folder', dir: uploadsDir(config.dataDir) };
  const report = await restoreBackup(file, {
    // one transaction that writes every table: longer than a request's statement timeout
    open: () =>
      openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 0 }),
    uploads,
    force: args.includes('--force'),
  });
  log.info(restoreReportText(path.basename(file), report));
  // running instances on this PostgreSQL database (PGlite's site is stopped) still cache the old reads
  if (config.databaseUrl && !(await tellInstancesReadsChanged(config.databaseUrl)))
    log.info(
      'Could not tell the running servers that the data changed: their cached pages and searches expire by themselves.',
    );
};

export const moveToPostgresCommand = async ({ config, args, log }: CommandOptions) => {
  if (args.length > 0) throw new CommandError('Usage: npm run move-to-postgres (with DATABASE_URL set)');
  log.info(moveReportText(await moveToPostgres({ config, log })));
};

export const COMMANDS = {
  backup: backupCommand,
  restore: restoreCommand,
  'move-to-postgres': moveToPostgresCommand,
} as const;

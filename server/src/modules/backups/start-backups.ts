// What the running server does about backups: the daily one at BACKUP_AT, and (on PGlite) the control
// socket through which `npm run backup` asks this process, the one holding the data directory.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { controlSocketPath, startControlServer } from './control-socket';
import { engineOf } from './repository';
import { runOnOneInstance, scheduleDailyBackup } from './schedule';
import {
  type BackupConfig,
  backupNow,
  backupSettingsOf,
  backupStore,
  finishPruning,
  fromFastifyLog,
} from './service';

export const startBackups = async (options: {
  db: Database;
  config: BackupConfig;
  log: FastifyBaseLogger;
}) => {
  const { db, config } = options;
  const log = fromFastifyLog(options.log);
  const settings = backupSettingsOf(config);
  const shutdown = new AbortController();
  const schedule = scheduleDailyBackup({
    at: settings.at,
    timeZone: config.resortTz,
    log,
    run: async () => {
      await runOnOneInstance({
        db,
        log,
        signal: shutdown.signal,
        backup: () => backupNow({ db, config, trigger: 'schedule', log }),
      });
      // every instance: the pruned backups on this server's own disk are deleted here only
      await finishPruning(db, config);
    },
  });
  const control =
    engineOf(db) === 'pglite'
      ? await startControlServer({
          socketPath: controlSocketPath(config.dataDir),
          backup: () => backupNow({ db, config, trigger: 'command', log }),
        }).catch((error) => {
          log.error('npm run backup cannot reach this server (no control socket)', error);
          return undefined;
        })
      : undefined;
  log.info(
    `Backups: daily at ${settings.at} (${config.resortTz}) into ${backupStore(config).location}, keeping the newest ${settings.keep}`,
  );
  return {
    stop: async () => {
      schedule.stop();
      shutdown.abort();
      await control?.close();
    },
  };
};

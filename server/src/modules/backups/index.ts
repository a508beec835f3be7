// The backups module's public API: the admin routes, what the server starts (daily backup, control
// socket), and the commands of server/src/backup-cli.ts (npm run backup, restore, move-to-postgres).
export { default as backupAdminRoutes } from './admin.routes';
export { lastBackupMade } from './backup-list';
export { CommandError } from './command-error';
export { COMMANDS } from './commands';
export { BackupFileError } from './inspect-backup';
export { RestoreRefusedError } from './restore-backup';
export { consoleLog } from './service';
export { startBackups } from './start-backups';

// The backup command line (server/src/modules/backups/commands.ts), built beside the server into dist/server/backup-cli.js and run by
// scripts/backups.mjs: npm run backup | npm run restore -- FILE [--force] | npm run move-to-postgres.
// Exit code 0 when done, 1 with a message on stderr when not (nothing changed by a refused restore).
import { ConfigError, readConfig } from './config';
import { BackupFileError, COMMANDS, CommandError, consoleLog, RestoreRefusedError } from './modules/backups';

const isCommand = (name: string | undefined): name is keyof typeof COMMANDS =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

const run = async (argv: string[]) => {
  const [command, ...args] = argv;
  if (!isCommand(command)) {
    console.error(`Commands: ${Object.keys(COMMANDS).join(', ')}`);
    return 1;
  }
  try {
    // the commands never sign cookies: no session secret is generated into a mistyped DATA_DIR
    const config = readConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'unused' });
    await COMMANDS[command]({ config, args, log: consoleLog, cwd: process.env.INIT_CWD });
    return 0;
  } catch (error) {
    const known = [ConfigError, CommandError, BackupFileError, RestoreRefusedError].some(
      (type) => error instanceof type,
    );
    if (known) console.error((error as Error).message);
    else console.error(`${command} failed:`, error);
    return 1;
  }
};

process.exit(await run(process.argv.slice(2)));

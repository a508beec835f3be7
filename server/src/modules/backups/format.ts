// The one backup format (docs/adr/0021-engine-neutral-backups.md): a .tar.gz holding
//   manifest.json          what is inside, with every file's size and sha256, row counts and money totals
//   tables/<table>.jsonl   every row of every table as PostgreSQL's own JSON of the row (to_jsonb), one a line
//   uploads/<file>         the uploaded pictures of local storage (none when they live in an S3 bucket)
// Nothing in it depends on the engine, so a backup of PGlite restores into PostgreSQL and back.
import { z } from 'zod';

export const FORMAT = 'resort-backup';
/** Raised only when the layout changes so that an older restore could not read the new files. */
export const FORMAT_VERSION = 1;
export const APP_NAME = 'resort-website';

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const uploadFile = (key: string) => `uploads/${key}`;

/**
 * Rows left out of every backup: short-lived ones, sign-in sessions (a restored site starts with everyone
 * signed out, and a stolen backup holds no session), failed sign-in counters, reset codes and rate-limit
 * counts (windows of minutes); room_occupancy, which the database's triggers rebuild from reservations
 * and calendar blocks as those are restored; and the list of backups with its failures, which describes
 * the backup files themselves (BACKUP_REGISTRY_TABLES).
 */
export const BACKUP_REGISTRY_TABLES: readonly string[] = ['backups', 'backup_failures'];

export const EPHEMERAL_TABLES: readonly string[] = [
  ...BACKUP_REGISTRY_TABLES,
  'sessions',
  'login_attempts',
  'password_reset_codes',
  'password_reset_failures',
  'rate_limits',
  'room_occupancy',
];

/**
 * Tables an older version of the site had, derived from the others and gone since (room_listings: the
 * rooms' answers stored by SQL until migration 0022). A backup never held their rows, but one that lists
 * them still restores: they are left out.
 */
export const RETIRED_TABLES: readonly string[] = ['room_listings'];

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);

export const moneyTotalsSchema = z.object({
  payments: z.array(
    z.object({ status: z.string(), kind: z.string(), count: z.number().int(), sum: decimalText }),
  ),
  reservations: z.object({ count: z.number().int(), total: decimalText }),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().positive(),
  app: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  engine: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database backed up (drizzle's journal tag and the SQL file's hash). */
  migration: z.object({ id: z.string(), hash: z.string(), appliedAt: z.number() }).nullable(),
  tables: z.array(
    z.object({ name: z.string(), rows: z.number().int().min(0), columns: z.array(z.string()) }),
  ),
  skippedTables: z.array(z.string()),
  totals: moneyTotalsSchema,
  uploads: z.object({
    storage: z.enum(['local', 's3']),
    included: z.boolean(),
    bucket: z.string().optional(),
  }),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: sha256Hex })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest without the tables this version no longer has (RETIRED_TABLES), and the names of those. */
export const withoutRetiredTables = (manifest: Manifest) => ({
  manifest: { ...manifest, tables: manifest.tables.filter((table) => !RETIRED_TABLES.includes(table.name)) },
  retired: manifest.tables.filter((table) => RETIRED_TABLES.includes(table.name)).map((table) => table.name),
});

/** resort-backup-2026-11-24T0300.tar.gz, with -2, -3... when two are made in one minute. */
export const BACKUP_NAME = /^resort-backup-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?\.tar\.gz$/;
export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** The backup's name for a moment, in the resort's time: 'resort-backup-2026-11-24T0300'. */
export const backupBaseName = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `resort-backup-${parts.year}-${parts.month}-${parts.day}T${parts.hour}${parts.minute}`;
};

/** The bookings, payments, users and files figures a person checks first after a restore. */
export const headlineCounts = (manifest: Manifest) => {
  const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0;
  return {
    bookings: rowsOf('reservations'),
    payments: rowsOf('payments'),
    users: rowsOf('users'),
    files: manifest.files.filter((file) => file.path.startsWith('uploads/')).length,
  };
};

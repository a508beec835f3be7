// What the restore and move commands print: the headline figures, every table's count and the money.
import type { MoneyTotals } from './format';
import type { MoveResult } from './move-to-postgres';
import type { RestoreReport, TableCheck } from './restore-backup';

const mark = (same: boolean) => (same ? 'ok' : 'DIFFERENT');

const tableLines = (tables: TableCheck[], headings: [string, string]) => {
  const width = Math.max(5, ...tables.map((table) => table.name.length));
  const lines = [`  ${'table'.padEnd(width)}  ${headings[0].padStart(10)}  ${headings[1].padStart(10)}`];
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name)))
    lines.push(
      `  ${table.name.padEnd(width)}  ${String(table.expected).padStart(10)}  ${String(table.restored).padStart(10)}  ${mark(table.expected === table.restored)}`,
    );
  return lines;
};

const moneyLines = (totals: { expected: MoneyTotals; restored: MoneyTotals }) => {
  const lines = [
    `  reservations: ${totals.restored.reservations.count} worth ${totals.restored.reservations.total} in all`,
  ];
  for (const row of totals.restored.payments)
    lines.push(`  payments ${row.kind}, ${row.status}: ${row.count} worth ${row.sum}`);
  const same = JSON.stringify(totals.expected) === JSON.stringify(totals.restored);
  lines.push(`  money totals: ${same ? 'the same as in the backup' : 'DIFFERENT from the backup'}`);
  return lines;
};

export const restoreReportText = (file: string, report: RestoreReport) => {
  const { manifest, headline } = report;
  return [
    `Restored ${file} (made ${manifest.createdAt} on ${manifest.engine}, migration ${manifest.migration?.id ?? 'none'}):`,
    `  ${headline.bookings} bookings, ${headline.payments} payments, ${headline.users} users, ${headline.files} files`,
    ...tableLines(report.tables, ['in backup', 'restored']),
    ...moneyLines(report.totals),
    report.uploads,
    ...report.warnings.map((warning) => `Note: ${warning}`),
    `Not restored (short-lived): ${manifest.skippedTables.join(', ')}; everyone signs in again.`,
  ].join('\n');
};

export const moveReportText = (result: MoveResult) => {
  const { headline } = result.report;
  const same = result.check.problems.length === 0;
  return [
    `Moved to PostgreSQL: ${headline.bookings} bookings, ${headline.payments} payments, ${headline.users} users.`,
    ...tableLines(result.check.tables, ['PGlite', 'PostgreSQL']),
    ...moneyLines(result.check.totals),
    result.report.uploads,
    same ? 'Every table has the same row count and the money totals match.' : 'THE COPY DIFFERS: see above.',
    `The embedded database is unchanged; its backup is ${result.backup.file}.`,
    'Next: set DATABASE_URL (the same on every instance) where the site starts, and restart it.',
  ].join('\n');
};

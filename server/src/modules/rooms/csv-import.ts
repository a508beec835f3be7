// POST /api/admin/rooms/upload-csv: the CSV text read by csv-parse and its rows mapped to rooms.
import { setImmediate } from 'node:timers/promises';
import { ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { baseOccupancyProblem, roomInputSchema } from '@domain/schemas/admin';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';

/**
 * Rows one import may hold besides the header (blank lines not counted): a resort has tens to a few
 * hundred rooms. A longer file is refused whole, read no further than its first CSV_MAX_ROWS + 1 rows.
 */
export const CSV_MAX_ROWS = 500;
/** Rooms in service (not archived) the site holds at most: past it, an import or a new room is refused. */
export const MAX_ROOMS_IN_SERVICE = 1000;
/** Rows per INSERT: about 10 parameters a row, far below PostgreSQL's 65,535 and drizzle's recursion. */
export const CSV_INSERT_CHUNK_ROWS = 100;

export const CSV_TOO_MANY_ROWS = `A CSV import takes at most ${CSV_MAX_ROWS} rows besides the header: split the file and import it in parts`;
export const TOO_MANY_ROOMS = `The site holds at most ${MAX_ROOMS_IN_SERVICE} rooms in service. Archive or delete a room first`;
export const tooManyActiveRooms = (existing: number, adding: number) =>
  `The site holds at most ${MAX_ROOMS_IN_SERVICE} rooms in service: it has ${existing} and the file adds ${adding}. Archive or delete rooms first, or import fewer rows`;

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

class TooManyRows extends Error {}

/**
 * Parses CSV text into rows of cells (RFC 4180 through csv-parse): quoted cells may hold commas,
 * doubled quotes and line breaks; CRLF, LF or CR line ends; a leading byte order mark is dropped;
 * a stray quote inside a cell is kept as it is. Blank lines come back as ['']. Throws a CsvError
 * (with the line) for text that is not CSV, such as a quote that is never closed. With `maxRows`,
 * returns undefined as soon as a row past that many non-blank ones is read (the rest is never parsed).
 */
export function parseCsv(text: string): string[][];
export function parseCsv(text: string, maxRows: number): string[][] | undefined;
export function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): string[][] | undefined {
  let rows = 0;
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (record: string[]) => {
        if (!isBlank(record) && ++rows > maxRows) throw new TooManyRows();
        return record;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows) return undefined;
    throw error;
  }
}

export const CSV_COLUMNS = [
  'name',
  'description',
  'basePrice',
  'maxAdults',
  'maxKids',
  'maxOccupancy',
  'baseOccupancy',
  'extraAdultCharge',
  'extraChildCharge',
  'amenities',
  'status',
  'images',
] as const;

export type CsvRoom = z.output<typeof roomInputSchema>;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** Demo pictures for rows without three images, cycling through the sets from `start`. */
const demoImages = (index: number) => {
  const set = ROOM_IMAGE_SETS[index % ROOM_IMAGE_SETS.length];
  return (set?.images ?? []).map((image) => srcFor(image.base, 960));
};

/**
 * Rows to room inputs. Columns are found by header name (any order, case-insensitive); rows are
 * numbered like a spreadsheet (the header is row 1). Invalid rows are skipped with 'Row N: reason'.
 * More than CSV_MAX_ROWS rows: a 400 (CSV_TOO_MANY_ROWS), found without reading the rest of the file.
 */
export const roomsFromCsv = async (
  text: string,
  options: { demoSetStart?: number } = {},
): Promise<{ rooms: CsvRoom[]; errors: string[] }> => {
  const errors: string[] = [];
  const rooms: CsvRoom[] = [];
  let table: string[][] | undefined;
  try {
    table = parseCsv(text, CSV_MAX_ROWS + 1); // and the header
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rooms, errors: [`The CSV file could not be read: ${error.message}`] };
  }
  if (!table) throw badRequest(CSV_TOO_MANY_ROWS, { csvContent: `At most ${CSV_MAX_ROWS} rows` });
  const [header, ...rows] = table;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const columnOf = Object.fromEntries(CSV_COLUMNS.map((c) => [c, names.indexOf(c.toLowerCase())])) as Record<
    (typeof CSV_COLUMNS)[number],
    number
  >;
  if (columnOf.name < 0 || columnOf.basePrice < 0) {
    return { rooms, errors: ['The header row must name at least the columns name and basePrice'] };
  }
  let demo = options.demoSetStart ?? 0;
  for (const [index, cells] of rows.entries()) {
    // other requests get their turn between slices of rows (500 rows take 10-20 ms to check)
    if (index > 0 && index % CSV_INSERT_CHUNK_ROWS === 0) await setImmediate();
    const rowNumber = index + 2;
    if (isBlank(cells)) continue;
    const get = (column: (typeof CSV_COLUMNS)[number]) => {
      const at = columnOf[column];
      const value = at >= 0 ? cells[at]?.trim() : undefined;
      return value === '' ? undefined : value;
    };
    let images = list(get('images'));
    if (images.length < 3) images = demoImages(demo++);
    const parsed = roomInputSchema.safeParse({
      name: get('name') ?? '',
      description: get('description'),
      basePrice: get('basePrice') ?? '',
      maxAdults: get('maxAdults'),
      maxKids: get('maxKids'),
      maxOccupancy: get('maxOccupancy'),
      baseOccupancy: get('baseOccupancy'),
      extraAdultCharge: get('extraAdultCharge'),
      extraChildCharge: get('extraChildCharge'),
      amenities: list(get('amenities')),
      status: get('status')?.toLowerCase(),
      images,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'row';
      errors.push(`Row ${rowNumber}: ${field}: ${issue?.message ?? 'invalid value'}`);
      continue;
    }
    const occupancyProblem = baseOccupancyProblem({
      baseOccupancy: parsed.data.baseOccupancy ?? parsed.data.maxOccupancy,
      maxOccupancy: parsed.data.maxOccupancy,
    });
    if (occupancyProblem) {
      errors.push(`Row ${rowNumber}: baseOccupancy: ${occupancyProblem}`);
      continue;
    }
    rooms.push(parsed.data);
  }
  return { rooms, errors };
};

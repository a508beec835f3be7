// POST /api/admin/rooms/upload-csv: the CSV text read by csv-parse and its rows mapped to rooms.
import { ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { roomInputSchema } from '@domain/schemas/admin';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';

/**
 * Parses CSV text into rows of cells (RFC 4180 through csv-parse): quoted cells may hold commas,
 * doubled quotes and line breaks; CRLF, LF or CR line ends; a leading byte order mark is dropped;
 * a stray quote inside a cell is kept as it is. Blank lines come back as ['']. Throws a CsvError
 * (with the line) for text that is not CSV, such as a quote that is never closed.
 */
export const parseCsv = (text: string): string[][] =>
  parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });

export const CSV_COLUMNS = [
  'name',
  'description',
  'basePrice',
  'maxAdults',
  'maxKids',
  'maxOccupancy',
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
 */
export const roomsFromCsv = (
  text: string,
  options: { demoSetStart?: number } = {},
): { rooms: CsvRoom[]; errors: string[] } => {
  const errors: string[] = [];
  const rooms: CsvRoom[] = [];
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rooms, errors: [`The CSV file could not be read: ${error.message}`] };
  }
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
  rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
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
      amenities: list(get('amenities')),
      status: get('status')?.toLowerCase(),
      images,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'row';
      errors.push(`Row ${rowNumber}: ${field}: ${issue?.message ?? 'invalid value'}`);
      return;
    }
    rooms.push(parsed.data);
  });
  return { rooms, errors };
};

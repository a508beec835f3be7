// POST /api/admin/rooms/upload-csv: a small RFC 4180 reader and the mapping of its rows to rooms.
import { ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { roomInputSchema } from '@domain/schemas/admin';
import type { z } from 'zod';

/**
 * Parses CSV text into rows of cells: quoted cells may hold commas, doubled quotes and line breaks;
 * CRLF or LF line ends; a leading byte order mark is dropped. Blank lines come back as [''].
 */
export const parseCsv = (text: string): string[][] => {
  const source = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

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
  const [header, ...rows] = parseCsv(text);
  const errors: string[] = [];
  const rooms: CsvRoom[] = [];
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

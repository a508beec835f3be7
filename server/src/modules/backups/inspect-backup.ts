// Checks a backup file whole before a restore touches anything: a gzip tar, a manifest of this site in a
// format version we read, every table and file it lists present with its size, sha256 and row count.
// A truncated or foreign file ends here with a BackupFileError saying what is wrong.
// Memory stays bounded whatever the file holds (a gzip bomb included): it is unpacked as a stream with a
// limit on the unpacked bytes, the manifest is read only up to its limit, and no line is held whole.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import { SAFE_KEY } from '../../lib/storage/storage';
import {
  APP_NAME,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  tableFile,
} from './format';

/** The file cannot be restored: the message says why, for the person who ran the restore. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export type CheckedBackup = {
  /** The extracted files (a temporary folder). */
  dir: string;
  manifest: Manifest;
  remove: () => Promise<void>;
};

const MIB = 1024 * 1024;

/** What a backup may unpack to; a file beyond them is refused before it can fill the memory or the disk. */
export type RestoreLimits = {
  /** Everything unpacked (tar headers included), counted as the gzip stream is read. */
  maxUnpackedBytes: number;
  /** manifest.json, which is parsed whole. */
  maxManifestBytes: number;
  /** One row (one line of a table file), which the restore holds whole to insert it. */
  maxRowBytes: number;
};

export const RESTORE_LIMITS: RestoreLimits = {
  maxUnpackedBytes: 20 * 1024 * MIB,
  maxManifestBytes: 32 * MIB,
  maxRowBytes: 16 * MIB,
};

const sizeText = (bytes: number) => {
  if (bytes >= 1024 * MIB) return `${Math.round(bytes / (1024 * MIB))} GiB`;
  return bytes >= MIB ? `${Math.round(bytes / MIB)} MiB` : `${bytes} bytes`;
};

/** The paths a backup may hold: its manifest, table files and flat upload names, nothing else. */
const isBackupPath = (entry: string) =>
  entry === MANIFEST_FILE ||
  /^tables\/[a-z_][a-z0-9_]*\.jsonl$/.test(entry) ||
  (entry.startsWith('uploads/') && SAFE_KEY.test(entry.slice('uploads/'.length)));

const GZIP_MAGIC = [0x1f, 0x8b];

const readHead = async (file: string) => {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(
      error.code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${error.message}`,
    );
  });
  try {
    const head = Buffer.alloc(2);
    await handle.read(head, 0, 2, 0);
    return head;
  } finally {
    await handle.close();
  }
};

const explainArchiveError = (name: string, error: unknown) => {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(message))
    return new BackupFileError(
      `${name} is incomplete: it ends too early (an interrupted copy or a full disk?). Nothing was changed.`,
    );
  if (code === 'Z_DATA_ERROR' || code?.startsWith('TAR_'))
    return new BackupFileError(
      `${name} is damaged or not a backup of this site (${message}). Nothing was changed.`,
    );
  return error;
};

/** sha256, the number of lines and the longest line of a file, in one read. */
const digest = async (file: string) => {
  const hash = createHash('sha256');
  let lines = 0;
  let longest = 0;
  let current = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    let start = 0;
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
      lines += 1;
      longest = Math.max(longest, current + at - start);
      current = 0;
      start = at + 1;
    }
    current += bytes.length - start;
  }
  return { sha256: hash.digest('hex'), lines, longest: Math.max(longest, current) };
};

const readManifest = async (dir: string, name: string): Promise<Manifest> => {
  const foreign = (why: string) => new BackupFileError(`${name} is not a backup of this site: ${why}.`);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw foreign(`it holds no ${MANIFEST_FILE}`);
    throw foreign(`its ${MANIFEST_FILE} is not JSON`);
  }
  const head = raw as { format?: unknown; app?: unknown; version?: unknown };
  if (head?.format !== FORMAT || head.app !== APP_NAME)
    throw foreign(`its ${MANIFEST_FILE} is another program's`);
  if (typeof head.version === 'number' && head.version > FORMAT_VERSION)
    throw new BackupFileError(
      `${name} is in backup format ${head.version}, newer than this version of the site reads (${FORMAT_VERSION}): update the site first.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw foreign(`its ${MANIFEST_FILE} is damaged (${parsed.error.issues[0]?.message})`);
  return parsed.data;
};

/** Every listed file there with its size and sha256; every table's file with one line per row. */
const checkContents = async (dir: string, manifest: Manifest, name: string, limits: RestoreLimits) => {
  const incomplete = (why: string) => new BackupFileError(`${name} is damaged: ${why}. Nothing was changed.`);
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  for (const table of manifest.tables)
    if (!listed.has(tableFile(table.name))) throw incomplete(`the table ${table.name} has no file`);
  for (const file of manifest.files) {
    if (!isBackupPath(file.path)) throw incomplete(`it lists a file it may not hold (${file.path})`);
    const full = path.join(dir, file.path);
    const size = await stat(full).then(
      (info) => (info.isFile() ? info.size : undefined),
      () => undefined,
    );
    if (size === undefined) throw incomplete(`${file.path} is missing`);
    if (size !== file.size) throw incomplete(`${file.path} has ${size} bytes instead of ${file.size}`);
    const { sha256, lines, longest } = await digest(full);
    if (sha256 !== file.sha256) throw incomplete(`${file.path} does not match its checksum`);
    const table = manifest.tables.find((entry) => tableFile(entry.name) === file.path);
    if (table && longest > limits.maxRowBytes)
      throw incomplete(`${file.path} holds a row longer than ${sizeText(limits.maxRowBytes)}`);
    if (table && lines !== table.rows)
      throw incomplete(`${file.path} holds ${lines} rows instead of ${table.rows}`);
  }
};

/** Counts the unpacked bytes as they stream by, and stops the stream past `max`. */
const unpackedLimit = (max: number, tooLarge: () => Error) => {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max) done(tooLarge());
      else done(null, chunk);
    },
  });
};

/** Extracts `file` into a temporary folder and checks it whole; throws BackupFileError when it is unsound. */
export const inspectBackup = async (
  file: string,
  limits: RestoreLimits = RESTORE_LIMITS,
): Promise<CheckedBackup> => {
  const name = path.basename(file);
  const head = await readHead(file);
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1])
    throw new BackupFileError(`${name} is not a backup of this site: it is not a gzip-compressed tar file.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'resort-restore-'));
  // retried: after a failed extraction tar may still be finishing a file in it
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    const strangers: string[] = [];
    let manifestTooLarge = false;
    const unpack = new tar.Unpack({
      cwd: dir,
      strict: true,
      filter: (entry, info) => {
        const type = 'type' in info ? info.type : 'File';
        if (type === 'Directory' && (entry === 'tables/' || entry === 'uploads/')) return false;
        if (entry === MANIFEST_FILE && ('size' in info ? info.size : 0) > limits.maxManifestBytes) {
          manifestTooLarge = true;
          return false;
        }
        const ours = (type === 'File' || type === 'OldFile') && isBackupPath(entry);
        if (!ours && strangers.length < 3) strangers.push(entry);
        return ours;
      },
    });
    // gunzip here rather than in tar: a stream with backpressure holds a chunk at a time, where tar's own
    // file reading kept the whole unpacked archive in memory
    const tooLarge = () =>
      new BackupFileError(
        `${name} unpacks to more than ${sizeText(limits.maxUnpackedBytes)}: it is not a backup this site made. Nothing was changed.`,
      );
    const closed = new Promise((resolve, reject) => {
      unpack.on('close', resolve);
      unpack.on('error', reject);
    });
    await Promise.all([
      pipeline(
        createReadStream(file),
        createGunzip(),
        unpackedLimit(limits.maxUnpackedBytes, tooLarge),
        unpack,
      ),
      closed,
    ]).catch((error: unknown) => {
      throw error instanceof BackupFileError ? error : explainArchiveError(name, error);
    });
    if (manifestTooLarge)
      throw new BackupFileError(
        `${name} is not a backup of this site: its ${MANIFEST_FILE} is larger than ${sizeText(limits.maxManifestBytes)}.`,
      );
    const manifest = await readManifest(dir, name);
    if (strangers.length > 0)
      throw new BackupFileError(
        `${name} is not a backup of this site: it holds files a backup never does (${strangers.slice(0, 3).join(', ')}).`,
      );
    await checkContents(dir, manifest, name, limits);
    return { dir, manifest, remove };
  } catch (error) {
    await remove().catch(() => {}); // a temporary folder left behind must not hide why the file was refused
    throw error;
  }
};

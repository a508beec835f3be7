// How `npm run backup` reaches the running site: PGlite's data directory can be opened by one process
// only, so while the server holds it the command asks the server to make the backup. The server listens
// on a Unix socket in DATA_DIR (mode 0600): only local users who may open the data directory anyway reach it.
import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import type { MadeBackup } from './create-backup';
import { describeBackup } from './service';

// Unix socket paths are limited to about 107 bytes
const MAX_SOCKET_PATH = 100;

/** DATA_DIR/control.sock; for a very long DATA_DIR, a socket in the temporary folder named by its hash. */
export const controlSocketPath = (dataDir: string) => {
  const inDataDir = path.join(path.resolve(dataDir), 'control.sock');
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const id = createHash('sha256').update(inDataDir).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `resort-control-${id}.sock`);
};

export type ControlAnswer = { ok: boolean; message: string; file?: string };

export type ControlServer = { close: () => Promise<void> };

/** Answers GET /status and POST /backup on the socket. */
export const startControlServer = async (options: {
  socketPath: string;
  backup: () => Promise<MadeBackup>;
}): Promise<ControlServer> => {
  const send = (response: http.ServerResponse, status: number, answer: ControlAnswer) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  };
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/status')
      return send(response, 200, { ok: true, message: `The site is running (process ${process.pid}).` });
    if (request.method !== 'POST' || request.url !== '/backup')
      return send(response, 404, { ok: false, message: 'Unknown request' });
    options.backup().then(
      (made) => send(response, 200, { ok: true, message: describeBackup(made), file: made.file }),
      (error: Error) =>
        send(response, error instanceof AppError ? 409 : 500, { ok: false, message: error.message }),
    );
  });
  // a socket file left by a server that stopped without closing it
  await rm(options.socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(options.socketPath, 0o600);
  server.unref();
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(options.socketPath, { force: true });
    },
  };
};

const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/** Asks the site running on this data directory; undefined when none listens there. */
export const askRunningSite = (socketPath: string, request: 'status' | 'backup') =>
  new Promise<ControlAnswer | undefined>((resolve, reject) => {
    const call = http.request(
      { socketPath, method: request === 'backup' ? 'POST' : 'GET', path: `/${request}` },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(body) as ControlAnswer);
          } catch {
            reject(new Error(`The running site gave an answer that is not JSON: ${body.slice(0, 200)}`));
          }
        });
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code && NO_SERVER.has(error.code)) resolve(undefined);
      else reject(error);
    });
    call.end();
  });

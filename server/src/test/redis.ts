// A Redis server of the test file's own, for the REDIS_URL paths: Debian's redis-server on a free port,
// in memory only, stopped after the file. Null where no redis-server is installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterAll } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/** A fresh, empty Redis (its redis:// URL, and a stop to take it away early); null without redis-server. */
export const startRedis = async (): Promise<{ url: string; stop: () => Promise<void> } | null> => {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  afterAll(() => stop(child));
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (await accepts(port)) return { url: `redis://127.0.0.1:${port}`, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on port ${port} within 5 s`);
};

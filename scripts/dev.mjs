// npm run dev: the API with tsx watch on :3000 and Vite with hot reload on :5173 (it proxies /api).
import { spawn } from 'node:child_process';

// the server's own project config gives tsx the @domain/* path alias
const server = ['watch', '--clear-screen=false', '--tsconfig', 'server/tsconfig.json', 'server/src/main.ts'];
const children = [
  spawn('npx', ['tsx', ...server], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Open http://localhost:5173 (hot reload); the API runs on http://localhost:3000');

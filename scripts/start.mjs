// npm start: builds whatever is missing or older than its sources, then serves the site and API.
import path from 'node:path';
import { buildStaleParts } from './lib/build-freshness.mjs';

if (!buildStaleParts({ quiet: true })) process.exit(1);

await import(path.resolve('dist/server/main.js'));

// Builds the parts of the app whose dist/ output is missing or older than their sources (like npm start does).
import { buildStaleParts } from '../../scripts/lib/build-freshness.mjs';

export const ensureBuilt = () => {
  if (!buildStaleParts()) throw new Error('npm run build failed');
};

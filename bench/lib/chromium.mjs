// Debian's Chromium (apt-get install chromium), as the e2e journeys use it; CHROMIUM_PATH overrides.
import { existsSync } from 'node:fs';

export const chromiumPath = () => {
  const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executable))
    throw new Error(`Chromium not found at ${executable}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  return executable;
};

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

// The end-to-end tests drive Debian's Chromium through @playwright/test; Playwright never downloads
// a browser here. Shared by scripts/test.mjs and e2e/run.mjs.
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Explains how to get Chromium and returns false when it is missing. */
export const checkChromium = () => {
  const executable = chromiumPath();
  if (existsSync(executable)) return true;
  console.error(
    [
      '',
      `Chromium is missing: ${executable} does not exist.`,
      'The end-to-end tests drive the Chromium of the operating system (never a downloaded one).',
      'On Debian or Ubuntu install it with:',
      '',
      '    apt-get update && apt-get install -y chromium',
      '',
      '(run as root, or with sudo), or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
      '',
    ].join('\n'),
  );
  return false;
};

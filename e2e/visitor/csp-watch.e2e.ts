// The journeys fail on any Content-Security-Policy violation (support/browser.ts reports each as a console
// error). This proves the watch hears one: the page's CSP allows only the site's own scripts.

import { allowConsoleErrors, expectVisible, newPage, pageErrors } from '../support/browser';
import { describe, expect, test } from '../support/test';

describe('the journeys’ CSP watch', () => {
  test('a script the CSP refuses is reported as an error of the page', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('main'));
    expect(pageErrors(page).join('\n')).not.toMatch(/CSP violation/);
    // a script the page did not ship, as an injected one would be: the CSP allows only the site's files
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(() => pageErrors(page).join('\n'))
      .toMatch(/CSP violation: script-src(-elem)? refused inline/);
    // seen: the automatic check after the test must not fail on the violation this test caused
    allowConsoleErrors(page, /CSP violation|Content Security Policy/);
  });
});

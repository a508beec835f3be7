// Spec section 2: any other path shows the 404 page, and the server says so with the HTTP status.

import { allowConsoleErrors, baseUrl, expectPath, expectVisible, newPage } from '../support/browser';
import { describe, expect, test } from '../support/test';

describe('404 page', () => {
  test('the server answers 404 for an unknown path and 200 for the site pages', async () => {
    const statusOf = async (path: string) => (await fetch(`${baseUrl()}${path}`)).status;
    expect(await statusOf('/no-such-page')).toBe(404);
    expect(await statusOf('/rooms/extra/segment')).toBe(404);
    expect(await statusOf('/')).toBe(200);
    expect(await statusOf('/rooms')).toBe(200);
    expect(await statusOf('/amenities')).toBe(200);
    expect(await statusOf('/contact')).toBe(200);
  });

  test('an unknown path shows the 404 page with the site around it and a way home', async () => {
    const page = await newPage();
    allowConsoleErrors(page, /status of 404/); // the document itself is a 404
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // the spec fixes no wording: the page must say it is a 404 and be titled as such
    await expectVisible(page.getByRole('main').getByText(/404|not found/i));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.title()).toMatch(/not found|404/i);
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Rooms' }));
    await page
      .getByRole('main')
      .getByRole('link', { name: /home/i })
      .or(page.getByRole('main').getByRole('button', { name: /home/i }))
      .first()
      .click();
    await expectPath(page, '/');
  });
});

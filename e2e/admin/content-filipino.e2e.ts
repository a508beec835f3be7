// Spec section 2 (Content management) with the owner's texts in both languages: the admin gives the
// hero title a Filipino version beside the English one on /admin-content; the landing page in Filipino
// shows it, in English the English one, and the header's switch flips between them; an emptied
// Filipino field falls back to English. axe runs on the page and the dialog. The built-in title is put
// back at the end, for the other journeys.
import { randomBytes } from 'node:crypto';
import { CONTENT_DEFAULTS } from '@domain/content';
import type { Language } from '@domain/languages';
import type { Page } from '@playwright/test';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectVisible,
  newPage,
  pageWithSession,
  settle,
  toast,
  type ViewportName,
} from '../support/browser';
import { shot } from '../support/shots';
import { afterAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

const marker = randomBytes(3).toString('hex');
const english = `Sun, Sand and You ${marker}`;
const filipino = `Araw, Buhangin at Ikaw ${marker}`;

afterAll(async () => {
  // the built-in text with no Filipino version: the site shows the defaults in both languages again
  await call('PUT', '/api/admin/content/hero_title', await adminSession(), {
    title: CONTENT_DEFAULTS.hero_title.title,
    content: CONTENT_DEFAULTS.hero_title.content,
    titleFil: '',
    contentFil: '',
  });
});

/** The landing page as a visitor reading `language` sees it, and its h1. */
const landingIn = async (language: Language, viewport: ViewportName = 'desktop') => {
  const page = await newPage({ viewport });
  if (language !== 'en')
    await page.context().addInitScript((choice) => localStorage.setItem('language', choice), language);
  await page.goto('/');
  return { page, heading: page.getByRole('heading', { level: 1 }) };
};

const expectHeading = async (page: Page, text: string) =>
  expectVisible(page.getByRole('heading', { level: 1, name: text }), SLOW_WAIT_MS);

describe("the owner's hero title in two languages", () => {
  test('the admin writes a Filipino hero title beside the English one', async () => {
    const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
    await page.goto('/admin-content');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Content Management' }));
    const card = page.getByRole('group', { name: 'Hero Title' });
    await expectVisible(card);
    await card.getByRole('button', { name: /^(Create|Edit) Hero Title$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^(Create|Edit) Hero Title$/ });
    await expectVisible(dialog);

    // English and Filipino side by side, and what an empty Filipino field does
    await expectVisible(dialog.getByRole('group', { name: 'English' }));
    const filipinoPart = dialog.getByRole('group', { name: 'Filipino (optional)' });
    await expectVisible(filipinoPart.getByText('An empty field falls back to English'));
    await dialog.getByLabel('Content', { exact: true }).fill(english);
    await dialog.getByLabel('Filipino content').fill(filipino);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'content-dialog-filipino');
    const [englishBox, filipinoBox] = await Promise.all([
      dialog.getByLabel('Content', { exact: true }).boundingBox(),
      dialog.getByLabel('Filipino content').boundingBox(),
    ]);
    // side by side at 1280 px: the two texts share a row
    expect(filipinoBox?.x ?? 0).toBeGreaterThan((englishBox?.x ?? 0) + (englishBox?.width ?? 0));

    await dialog.getByRole('button', { name: /^(Create Content|Save Changes)$/ }).click();
    await expectVisible(toast(page).getByText('Content updated'), SLOW_WAIT_MS);
    await expectVisible(card.getByText('Filipino version written'));
    await expectVisible(card.getByText(english));
    await expectNoSeriousA11yViolations(page);
  });

  test('the landing page shows it in Filipino, the English in English, and the switch flips them', async () => {
    const fil = await landingIn('fil');
    await expectHeading(fil.page, filipino);
    await settle(fil.page);
    await shot(fil.page, 'landing-filipino-hero');
    await expectNoSeriousA11yViolations(fil.page);

    const en = await landingIn('en', 'phone');
    await expectHeading(en.page, english);
    // the header's switch reads the other language's texts
    await en.page.getByRole('button', { name: 'Open menu' }).click();
    await en.page.getByRole('button', { name: 'Filipino', exact: true }).click();
    await expectHeading(en.page, filipino);
  });

  test('an emptied Filipino title falls back to the English', async () => {
    await call('PUT', '/api/admin/content/hero_title', await adminSession(), {
      title: CONTENT_DEFAULTS.hero_title.title,
      content: english,
      contentFil: '',
    });
    const fil = await landingIn('fil', 'phone');
    await expectHeading(fil.page, english);
  });
});

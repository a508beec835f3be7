// With E2E_SHOTS=<folder>: the screen (an open dialog) or one part of the page at 1280 and 390 px wide,
// for a person to look at. Without it, nothing: the journeys never depend on it.
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { settle, VIEWPORTS } from './browser';

export const shot = async (page: Page, name: string, part?: Locator) => {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await settle(page);
    const path = `${folder}/${name}-${viewport.width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

/** A screen worth a picture is worth an accessibility check too: settles, checks, then takes the shot. */
export const checkedShot = async (page: Page, name: string, part?: Locator) => {
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, name, part);
};

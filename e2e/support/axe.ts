// Accessibility: axe-core's WCAG 2.x A/AA rules on the rendered page; serious and critical
// violations fail the test with the rule, what it means and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Rules that run whatever their tags say: label-content-name-mismatch (WCAG 2.5.3, a control's
// accessible name contains its visible text) is tagged 'experimental' in older axe-core releases,
// and the tags above skip experimental rules.
const ALWAYS_RUN = { 'label-content-name-mismatch': { enabled: true } };

export const expectNoSeriousA11yViolations = async (page: Page) => {
  // options() replaces the builder's options, so it comes before withTags()
  const results = await new AxeBuilder({ page }).options({ rules: ALWAYS_RUN }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n'),
  );
  expect(report.join('\n'), `serious accessibility violations on ${page.url()}`).toBe('');
};

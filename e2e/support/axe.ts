import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets (A and AA of 2.0, 2.1 and 2.2) and axe's best practices (landmarks, headings, skip links). */
const WCAG_AA = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * Runs axe-core on the page as it is now and fails with every violation of WCAG 2.2 AA, of any
 * impact, listed by rule and element (`screen` names the screen in the message).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  expect(found, `axe on ${screen}`).toEqual([]);
}

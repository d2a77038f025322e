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
  // Colours are measured as they settle: a toast fading in is not a contrast failure.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
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

/**
 * WCAG 1.4.10 reflow: at `width` CSS pixels (320 for a phone; 640 for a 1280-pixel screen zoomed
 * to 200 %) the page scrolls only vertically.
 */
export async function expectReflow(page: Page, screen: string, width: number): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: Math.max(480, before?.height ?? 800) });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  if (before) await page.setViewportSize(before);
}

import { test, type Page } from '@playwright/test';

/** Saves a full-page screenshot in the test's output, to be looked at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

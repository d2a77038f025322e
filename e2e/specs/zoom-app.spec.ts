import { expect, test } from '@playwright/test';
import { ZOOM_APP_PATHS } from '@crowdeck/core';
import { E2E_PRESENTER_URL } from '../support/env';

test.describe('the Zoom app outside Zoom', () => {
  test('the home page shows its fallback at once, with the headers Zoom requires', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 640 });
    // Records in the page when it starts waiting for Zoom and when it gives up (the test's
    // polling and the machine's load of the page's scripts are not counted).
    await page.addInitScript(() => {
      const marks = window as unknown as { __zoomWaitAt?: number; __zoomFallbackAt?: number };
      new MutationObserver((_changes, observer) => {
        const text = document.body?.textContent ?? '';
        if (marks.__zoomWaitAt === undefined && text.includes('Connecting to Zoom')) {
          marks.__zoomWaitAt = performance.now();
        }
        if (text.includes('Open Crowdeck')) {
          marks.__zoomFallbackAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const response = await page.goto(`${E2E_PRESENTER_URL}${ZOOM_APP_PATHS.home}`);
    const headers = response?.headers() ?? {};
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toContain('frame-ancestors https://zoom.us');

    const open = page.getByRole('link', { name: 'Open Crowdeck' });
    await expect(open).toBeVisible({ timeout: 5_000 });
    // Outside Zoom the page waits for no Zoom client: well within the 1.5 s connect timeout.
    const waited = await page.evaluate(() => {
      const marks = window as unknown as { __zoomWaitAt?: number; __zoomFallbackAt?: number };
      const fallback = marks.__zoomFallbackAt ?? NaN;
      return fallback - (marks.__zoomWaitAt ?? fallback);
    });
    expect(waited).toBeLessThan(2_000);
    await expect(open).toHaveAttribute('href', E2E_PRESENTER_URL);
    await expect(page.getByRole('link', { name: 'How to add the app to Zoom' })).toHaveAttribute(
      'href',
      `${E2E_PRESENTER_URL}/integrations`,
    );
  });

  test('a context that does not verify is refused in plain words', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-zoom-app-context': 'dGFtcGVyZWQtY29udGV4dA' });
    const response = await page.goto(`${E2E_PRESENTER_URL}${ZOOM_APP_PATHS.home}`);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Zoom could not be verified' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { ZOOM_APP_PATHS } from '@crowdeck/core';
import { E2E_PRESENTER_URL } from '../support/env';

test.describe('the Zoom app outside Zoom', () => {
  test('the home page shows its fallback at once, with the headers Zoom requires', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 640 });
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const link = [...document.querySelectorAll('a')].find(
          (a) => a.textContent === 'Open Crowdeck',
        );
        if (!link) return;
        (window as unknown as { __zoomFallbackAt?: number }).__zoomFallbackAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${E2E_PRESENTER_URL}${ZOOM_APP_PATHS.home}`);
    const headers = response?.headers() ?? {};
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toContain('frame-ancestors https://zoom.us');

    const open = page.getByRole('link', { name: 'Open Crowdeck' });
    await expect(open).toBeVisible({ timeout: 5_000 });
    // When the fallback appeared, from the end of the page's own download (recorded in the page,
    // so the test's polling is not counted): no wait for a Zoom client that is not there. About
    // 0.8 s on an idle machine; the bound leaves room for a loaded CI machine.
    const shownAfter = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const shown = (window as unknown as { __zoomFallbackAt?: number }).__zoomFallbackAt ?? NaN;
      return shown - (navigation as PerformanceNavigationTiming).responseEnd;
    });
    expect(shownAfter).toBeLessThan(3_000);
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

import { expect, test } from '@playwright/test';

test('pricing is open to visitors, with Monthly and Half-Yearly tabs', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  const monthly = page.getByRole('tab', { name: 'Monthly' });
  const halfYearly = page.getByRole('tab', { name: 'Half-Yearly' });
  await expect(monthly).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('19.99')).toBeVisible();
  await expect(page.getByText(/35 simultaneous audience members/i)).toBeVisible();

  await monthly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(halfYearly).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('89.94')).toBeVisible();
  await expect(page.getByText(/single sign-on/i)).toBeVisible();

  // Everything announced is built: import, the add-ins, the embed and every meeting and deck
  // integration are available now, and nothing is listed as coming soon.
  const available = page.getByRole('region', { name: 'Available now' });
  await expect(available.getByRole('listitem')).toHaveText([
    /PowerPoint and PDF import/,
    /PowerPoint add-in/,
    /Live embed/,
    /Microsoft Teams meeting app/,
    /Zoom app/,
    /Google Slides/,
    /Microsoft 365/,
  ]);
  await expect(page.getByRole('region', { name: 'Coming soon' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('pricing.png'), fullPage: true });
});

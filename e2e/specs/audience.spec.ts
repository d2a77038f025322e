import { expect, test } from '@playwright/test';
import { E2E_AUDIENCE_URL } from '../support/env';

test('the audience app on its own origin checks the join code', async ({ page }) => {
  await page.goto(E2E_AUDIENCE_URL);
  await expect(page.getByRole('heading', { name: 'Join a presentation' })).toBeVisible();
  await page.getByLabel('Code').fill('123');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('alert')).toContainText('A code has 8 digits');
  await page.getByLabel('Code').fill('1234 5678');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E_AUDIENCE_URL}/12345678`);
});

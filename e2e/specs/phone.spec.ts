import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone a new user registers and reaches the account through the menu', async ({
  page,
}) => {
  const person = newPerson();
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  // The menu of the signed-in home page, not the register page's while home loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Your presentations' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // Measured on the account page, not on the home page it replaces while it loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

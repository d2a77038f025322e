import { expect, test } from '@playwright/test';

test.describe('visitor guard', () => {
  test('a visitor opening /home lands on /register', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('protected routes send visitors to /register, open ones stay', async ({ page }) => {
    for (const path of [
      '/',
      '/account',
      '/presentation/abc',
      '/present/abc',
      '/checkout-success',
    ]) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(/\/register$/);
    }
    for (const path of ['/login', '/pricing', '/forgot-password']) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the root element carries the platform and OS classes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/(^|\s)web(\s|$)/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)(windows|macos|unknown)(\s|$)/);
  });
});

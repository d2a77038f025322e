import { expect, test } from '@playwright/test';
import { logOut, newPerson, registerThroughForm, signInThroughForm } from '../support/accounts';

test.describe('accounts', () => {
  test('register goes home and keeps the token cookie long-lived', async ({ page, context }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page.getByText(`Hello, ${person.name}`, { exact: true })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'crowdeckToken');
    expect(cookie?.path).toBe('/');
    // The app asks for 3 years; Chromium caps every cookie at 400 days, and the app renews the
    // cookie at each start so an active presenter stays signed in.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(399);
    const setCookie = await page.evaluate(() => document.cookie);
    expect(setCookie).toContain('crowdeckToken=');
  });

  test('logout, then login brings the user home', async ({ page }) => {
    const person = newPerson('Grace Hopper');
    await registerThroughForm(page, person);
    await logOut(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/login');
    await signInThroughForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`Hello, ${person.name}`, { exact: true })).toBeVisible();
  });

  test('a wrong password shows an error and stays on login', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await logOut(page);
    await signInThroughForm(page, person.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('bad input is named under each field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Enter your name.').or(page.getByText('This field is required.')),
    ).toBeVisible();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an email already registered is reported under the email field', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await logOut(page);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone else');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('another-good-passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  });

  test('an expired session removes the token and goes to login', async ({ page, context }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await context.addCookies([
      { name: 'crowdeckToken', value: 'revoked-or-forged-token', url: page.url() },
    ]);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'crowdeckToken');
    expect(cookie).toBeUndefined();
  });
});

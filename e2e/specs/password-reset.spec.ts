import { expect, test } from '@playwright/test';
import { logOut, newPerson, registerThroughForm, signInThroughForm } from '../support/accounts';
import { waitForMailLink } from '../support/outbox';
import { E2E_PRESENTER_URL } from '../support/env';
import { expectAccessible } from '../support/axe';

test('forgot password: mail arrives, reset, new password works and old does not', async ({
  page,
}) => {
  const person = newPerson();
  await registerThroughForm(page, person);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page loads on its own: until it is drawn, the sign-in page's Email field is still there.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${person.email}`)).toBeVisible();
  await expectAccessible(page, 'forgot password: link sent');

  const link = await waitForMailLink(person.email);
  expect(link.startsWith(`${E2E_PRESENTER_URL}/reset-password?token=`)).toBe(true);

  const newPassword = 'a-brand-new-passphrase';
  await page.goto(link);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectAccessible(page, 'new password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();

  await signInThroughForm(page, person.email, person.password);
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');

  await signInThroughForm(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);

  // The link is single-use.
  await logOut(page);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-passphrase');
  await page.getByLabel('Confirm new password').fill('yet-another-passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await expectAccessible(page, 'new password: link used');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'page not found');
});

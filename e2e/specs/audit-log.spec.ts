import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_PRESENTER_URL } from '../support/env';
import { addOrganisationMember, createCustomOrganisation } from '../support/operator-api';

test('an owner changes a role and the branding, then finds both in the audit log', async ({
  page,
}) => {
  const owner = await PresenterApi.registered();
  const { email: ownerEmail } = await owner.call<{ email: string }>('GET', API_PATHS.usersProfile);
  const member = new PresenterApi();
  const id = randomUUID().slice(0, 8);
  const memberEmail = `lin-${id}@example.com`;
  member.token = (
    await member.call<{ token: string }>('POST', API_PATHS.usersCreate, {
      name: 'Lin Member',
      email: memberEmail,
      password: `stage-${id}-x`,
    })
  ).token;
  const organisation = await createCustomOrganisation({
    name: `Audited ${id}`,
    audienceLimit: 100,
    ownerEmail,
  });
  await addOrganisationMember(organisation.id, memberEmail, 'member');
  await page
    .context()
    .addCookies([{ name: 'crowdeckToken', value: owner.token, url: E2E_PRESENTER_URL }]);

  // The owner makes Lin an admin…
  await page.goto('/organisation');
  await page.getByLabel('Role of Lin Member').selectOption('admin');
  await expect(page.getByText('Lin Member is now Admin.')).toBeVisible();
  // …and locks the theme.
  const settings = page.getByRole('navigation', { name: 'Organisation settings' });
  await settings.getByRole('link', { name: 'Branding' }).click();
  await page.getByRole('checkbox', { name: 'Lock the theme' }).check();
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved.')).toBeVisible();

  // The audit log, reached from the settings' navigation with the keyboard, shows both.
  await settings.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisation\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  const roleRow = table.getByRole('row').filter({ hasText: 'Changed a role' });
  await expect(roleRow).toHaveCount(1);
  await expect(roleRow).toContainText(ownerEmail);
  await expect(roleRow).toContainText(memberEmail);
  await expect(roleRow).toContainText('Member → Admin');
  await expect(roleRow.locator('time')).toHaveText(/\d{4}/);
  const brandingRow = table.getByRole('row').filter({ hasText: 'Changed branding' });
  await expect(brandingRow).toHaveCount(1);
  await expect(brandingRow).toContainText('Changed: theme lock');
  await expectAccessible(page, 'audit log');

  // Filtered by action: only the role change is left.
  await page.getByLabel('Action').selectOption({ label: 'Changed a role' });
  await expect(table.getByRole('row').filter({ hasText: 'Changed branding' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Changed a role' })).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Exported a session' });
  await expect(page.getByText('No entries for this action.')).toBeVisible();

  // On a phone the entries stack and nothing scrolls sideways.
  await page.getByLabel('Action').selectOption({ label: 'All actions' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(roleRow).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('audit-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

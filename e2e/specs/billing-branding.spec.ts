import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { presenterWithPollDeck } from '../support/deck-api';
import { makePng } from '../support/images';
import { signInContext } from '../support/live';

test('a Pro logo and font show on the canvas and the lobby, and hide again after the fall back to Free', async ({
  page,
}) => {
  const { api, deck } = await presenterWithPollDeck('Branded');
  const checkout = await api.call<{ checkoutId: string }>('POST', API_PATHS.checkoutCreate, {
    plan: 'pro-monthly',
  });
  await api.call('POST', `${API_PATHS.checkoutSandbox}${checkout.checkoutId}/`, { outcome: 'pay' });
  await signInContext(page.context(), api);

  // As Pro: upload a logo and pick a Pro font; both stay after a reload.
  await page.goto(`/presentation/${deck.id}`);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByLabel('Upload logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(120, 40, [230, 57, 70]),
  });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Presentation logo' })).toBeVisible();
  await page.getByRole('radio', { name: /Oswald/ }).check();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByRole('img', { name: 'Presentation logo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Oswald/ })).toBeChecked();

  await page.goto(`/present/${deck.id}`);
  await expect(page.getByText('Waiting for people to join…')).toBeVisible();
  const lobby = page.getByRole('region', { name: 'Branded' });
  await expect(lobby.getByRole('img', { name: 'Presentation logo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/billing-screens/lobby-pro.png' });

  // Back on Free: the choices stay saved but are not shown, and the editor says why.
  await api.call('POST', API_PATHS.usersStopRenew);
  await api.call('POST', API_PATHS.checkoutSandboxEndPeriod);
  await page.goto(`/presentation/${deck.id}`);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByText(/Your logo is saved but hidden while you are on Free/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Presentation logo' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Oswald/ })).toBeDisabled();
  await expect(page.getByText(/Oswald is a Pro font/)).toBeVisible();
  await page.goto(`/present/${deck.id}`);
  await expect(page.getByText('Waiting for people to join…')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Presentation logo' })).toHaveCount(0);
});

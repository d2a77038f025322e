import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { loadedFontFamilies } from '../support/fonts';
import { openPhone } from '../support/live';

// Phones run on the audience origin and load the deck's font from the presenter origin: the
// stylesheet and its font files must be allowed cross-origin (CORP and CORS).

/** Opens the join address and records every blocked or failed request. */
async function joinOnPhone(browser: Browser, code: string) {
  const phone = await openPhone(browser);
  const failed: string[] = [];
  phone.on('requestfailed', (request) =>
    failed.push(`${request.url()} ${request.failure()?.errorText}`),
  );
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  await expect(phone.getByRole('heading', { name: 'Lunch?' })).toBeVisible();
  return { phone, failed };
}

/** The font family the phone's question is drawn in, once that face has loaded. */
async function expectDrawnIn(phone: Page, family: string): Promise<void> {
  const question = phone.getByRole('heading', { name: 'Lunch?' });
  await expect(question).toHaveCSS('font-family', new RegExp(`^"?${family}"?,`));
  await expect.poll(() => loadedFontFamilies(phone)).toContain(family);
}

test('a phone draws the deck in its font, a base font and a Pro font alike', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const base = await api.createPollDeck('Base font');
  await api.call('PUT', `${API_PATHS.presentationUpdate}${base.id}/`, { fontFamily: 'Lato' });
  const first = await joinOnPhone(browser, base.uniqueCode);
  await expectDrawnIn(first.phone, 'Lato');
  expect(first.failed).toEqual([]);

  // A Pro presenter's Pro font reaches phones the same way.
  const checkout = await api.call<{ checkoutId: string }>('POST', API_PATHS.checkoutCreate, {
    plan: 'pro-monthly',
  });
  await api.call('POST', `${API_PATHS.checkoutSandbox}${checkout.checkoutId}/`, { outcome: 'pay' });
  const pro = await api.createPollDeck('Pro font');
  await api.call('PUT', `${API_PATHS.presentationUpdate}${pro.id}/`, { fontFamily: 'Oswald' });
  const second = await joinOnPhone(browser, pro.uniqueCode);
  await expectDrawnIn(second.phone, 'Oswald');
  expect(second.failed).toEqual([]);
});

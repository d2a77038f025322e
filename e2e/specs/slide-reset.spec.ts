import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from '../support/env';

test.setTimeout(120_000);

async function openPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  await phone.getByLabel('Nickname').fill(name);
  await phone.getByRole('button', { name: 'Let’s go' }).click();
  await expect(phone.getByText('You’re in!')).toBeVisible();
  return phone;
}

// Resetting a slide's results reaches every phone's state and score.
test('after “Reset this slide’s results” the phones may answer the replayed question', async ({
  browser,
}) => {
  const api = new PresenterApi();
  await api.register();
  const deck = await api.call<{ id: string; uniqueCode: string }>(
    'POST',
    API_PATHS.presentationCreate,
    { title: 'Replay' },
  );
  // Long enough for both phones (one reloading) to answer on a loaded machine, in each run of
  // the question; it still closes as soon as both answered.
  const quiz = await api.createSlide(
    deck.id,
    'quiz',
    'Largest planet?',
    [{ text: 'Mars' }, { text: 'Jupiter', isCorrect: true }],
    { timeLimitSec: 240 },
  );
  await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { slideActiveId: quiz });
  const stage = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await stage
    .context()
    .addCookies([{ name: 'crowdeckToken', value: api.token, url: E2E_PRESENTER_URL }]);
  await stage.goto(`/present/${deck.id}`);
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const ada = await openPhone(browser, deck.uniqueCode, 'Ada');
  const ben = await openPhone(browser, deck.uniqueCode, 'Ben');
  await expect(stage.getByText('Ben')).toBeVisible();

  // Enter shows the slide over the lobby, a second Enter starts the question.
  await stage.keyboard.press('Enter');
  await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await stage.keyboard.press('Enter');
  // Both answer right; the question closes once everyone answered.
  await ada.getByRole('button', { name: /Jupiter/ }).click({ timeout: 15_000 });
  await expect(ada.getByText('Answer locked in')).toBeVisible();
  await ben.getByRole('button', { name: /Jupiter/ }).click();
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(ben.getByText('Correct!')).toBeVisible();
  await expect(ada.locator('.session-score')).not.toHaveText('0 pts');

  // Reset the slide from the menu, then replay the question.
  await stage.getByRole('button', { name: 'Menu' }).click();
  await stage.getByRole('button', { name: 'Reset this slide’s results' }).click();
  await stage.getByRole('button', { name: 'Reset slide' }).click();
  await expect(stage.getByText('Slide results reset.')).toBeVisible();
  await expect(ada.locator('.session-score')).toHaveText('0 pts');
  await ben.reload();
  await stage.keyboard.press('Escape');
  await stage.getByRole('button', { name: 'Start the question' }).click();

  // Ada, who kept her page, and Ben, who reloaded, both see open tiles, nothing remembered.
  for (const phone of [ada, ben]) {
    const tile = phone.getByRole('button', { name: /Jupiter/ });
    await expect(tile).toBeEnabled({ timeout: 15_000 });
    await expect(phone.getByText('Answer locked in')).toBeHidden();
    await expect(phone.getByText('Your answer')).toBeHidden();
  }
  await ada.getByRole('button', { name: /Jupiter/ }).click();
  await expect(ada.getByText('Answer locked in')).toBeVisible();
  await ben.getByRole('button', { name: /Mars/ }).click();
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(ben.getByText('Not this time')).toBeVisible();
  await expect(ben.getByText('You didn’t answer this one')).toBeHidden();
  await expect(ben.locator('.session-score')).toHaveText('0 pts');
  await expect(ada.locator('.session-score')).not.toHaveText('0 pts');
  await expect(stage.getByText('2 answers')).toBeVisible();
});

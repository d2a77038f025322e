import { expect, test, type Page } from '@playwright/test';
import {
  PresenterApi,
  presenterWithDeck,
  right,
  slide,
  lunchPoll,
  planetQuiz,
} from '../support/deck-api';
import { signInContext } from '../support/live';

async function openPresent(page: Page, api: PresenterApi, deckId: string): Promise<void> {
  await signInContext(page.context(), api);
  await page.goto(`/present/${deckId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.locator('.lobby')).toBeVisible();
}

test('Enter and Space are "next" again after the menu was opened and closed with the mouse', async ({
  page,
}) => {
  const { api, deck } = await presenterWithDeck('Keys', [
    lunchPoll(),
    planetQuiz(),
    slide('poll', 'Dinner?', ['Soup', 'Salad']),
  ]);
  await openPresent(page, api, deck.id);

  // Over a poll, Enter hides the lobby and shows the poll (the documented "next").
  await page.keyboard.press('Enter');
  await expect(page.locator('.lobby')).toBeHidden();
  await expect(page.getByText('Slide 1 of 3')).toBeVisible();

  const menu = page.getByRole('complementary', { name: 'Presenter menu' });
  for (const close of ['button', 'Escape'] as const) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    if (close === 'button') await menu.getByRole('button', { name: 'Close' }).click();
    else await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  // Enter moves to the quiz instead of reopening the menu; Space then starts the question.
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByText('Slide 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press(' ');
  await expect(menu).toBeHidden();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
});

test('Enter over the lobby shows a quiz slide like any other; Enter again starts it', async ({
  page,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Quiz first');
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', ['Mars', right('Jupiter')]);
  await openPresent(page, api, deck.id);
  // The lobby's button says what it does (like Enter): it shows the slide, it does not start the quiz.
  await expect(page.locator('.lobby__start')).toHaveText('Show the slide');

  await page.keyboard.press('Enter');
  await expect(page.locator('.lobby')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await expect(page.getByText('Press Enter or Space to start')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { planetQuiz } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { joinedPhone, openStage } from '../support/live';

test.setTimeout(120_000);

// Resetting a slide's results reaches every phone's state and score.
// The quiz's time limit is long enough for both phones (one reloading) to answer on a loaded
// machine, in each run of the question; it still closes as soon as both answered.
test(
  'after “Reset this slide’s results” the phones may answer the replayed question',
  withDeck('Replay', [planetQuiz({ timeLimitSec: 240 })], async ({ browser, api, deck }) => {
    const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
    const ada = await joinedPhone(browser, deck.uniqueCode, 'Ada');
    const ben = await joinedPhone(browser, deck.uniqueCode, 'Ben');
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
  }),
);

import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { presenterWithDeck, right, slide } from '../support/deck-api';
import { expectSaved, openDesignTab } from '../support/editor';
import { openJoinPage, showSlideFromLobby } from '../support/live';

test.setTimeout(90_000);

test('a survey-style quiz: no points, the answers read from the big screen, phones tap colours', async ({
  browser,
}) => {
  // Long enough for the phone's checks and screenshot on a loaded machine; the question still
  // closes as soon as the one phone answered.
  const { api, deck } = await presenterWithDeck('Staff survey', [
    slide('quiz', 'Which day suits the team day?', [right('Monday'), 'Friday'], {
      timeLimitSec: 240,
    }),
  ]);
  const [quiz] = deck.slideIds;

  // The presenter turns points off and keeps the texts on the big screen, in the Design tab.
  const editor = await openDesignTab(browser, api, deck.id);
  const context = editor.context();
  const points = editor.getByLabel('Points and leaderboards');
  await expect(points).toBeChecked();
  await points.uncheck();
  await editor.getByLabel('Show the question and answers on phones').uncheck();
  await expectSaved(editor);

  // The big screen numbers the answers, so the room can match the phones' numbered colours.
  const stage = await context.newPage();
  await stage.goto(`/present/${deck.id}`);
  await showSlideFromLobby(stage);
  await expect(stage.getByText('1. Monday')).toBeVisible();
  await expect(stage.getByText('2. Friday')).toBeVisible();

  const phone = await openJoinPage(browser, deck.uniqueCode);
  await phone.getByLabel('Nickname').fill('Ada');
  await phone.getByRole('button', { name: 'Let’s go' }).click();
  await expect(phone.locator('.session-name')).toHaveText('Ada');
  await expect(phone.locator('.session-score')).toHaveCount(0);

  await api.call('POST', `${API_PATHS.slideGame}${quiz}/`, { action: 'start' });
  await expect(phone.getByText('Read the question and the answers on the big screen')).toBeVisible({
    timeout: 15_000,
  });
  await expect(phone.getByText('Which day suits the team day?')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Option 1' })).toBeVisible();
  await expect(phone.getByRole('button', { name: /Monday/ })).toHaveCount(0);
  await phone.screenshot({ path: test.info().outputPath('phone-colours-only.png') });
  await phone.getByRole('button', { name: 'Option 1' }).click();
  // Right, but no points: the result says so without a score.
  await expect(phone.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByText(/points/)).toHaveCount(0);
});

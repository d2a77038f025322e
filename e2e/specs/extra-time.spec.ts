import { expect, test } from '@playwright/test';
import { presenterWithDeck, right, slide } from '../support/deck-api';
import { joinedPhone, openRoomControl, openStage } from '../support/live';

test.setTimeout(120_000);

test('extra time from the room list: the phone still answers after the others’ time is up', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithDeck('Geography', [
    slide('quiz', 'Capital of France?', [right('Paris'), 'Rome'], { timeLimitSec: 10 }),
  ]);

  const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
  const control = await openRoomControl(stage);

  const slow = await joinedPhone(browser, deck.uniqueCode, 'Sam', { waitIn: false });
  const other = await joinedPhone(browser, deck.uniqueCode, 'Kim', { waitIn: false });
  const people = control.getByRole('list', { name: 'People in the room' });
  await expect(people.getByText('Sam')).toBeVisible();
  await expect(people.getByText('Kim')).toBeVisible();

  // The presenter gives Sam twice the time, from the room list.
  const extra = control.getByLabel('Extra time for Sam');
  await extra.selectOption('2');
  await expect(extra).toHaveValue('2');
  await expect(control.getByLabel('Extra time for Kim')).toHaveValue('1');

  // The session's code shows on the private view only when asked.
  await control.getByRole('button', { name: 'Show the extra time code' }).click();
  const shown = control.getByTestId('extra-time-code');
  await expect(shown).toHaveText(/Extra time code: \d{6}/);
  const code = (await shown.innerText()).replace(/\D/gu, '');

  // The big screen leaves the lobby for the question, then starts it.
  await stage.bringToFront();
  await stage.keyboard.press('Enter');
  await stage.getByRole('button', { name: 'Start the question' }).click();
  await expect(other.getByRole('button', { name: /Paris/ })).toBeVisible({ timeout: 15_000 });
  await expect(slow.getByRole('button', { name: /Paris/ })).toBeVisible();

  // Kim's time is up: Kim's phone says so; the big screen shows no result yet and names nobody.
  await expect(other.getByTestId('closed-reason')).toHaveText(
    'Time is up: the question is closed.',
    { timeout: 20_000 },
  );
  await expect(stage.getByRole('button', { name: 'Show results now' })).toBeVisible();
  await expect(stage.getByTestId('question-held')).toHaveText(
    'Time is up. Waiting for the remaining answers…',
  );
  await expect(stage.getByText('Sam')).toHaveCount(0);

  // Sam still answers, within Sam's own time, and is scored.
  await expect(slow.getByTestId('closed-reason')).toHaveCount(0);
  await slow.getByRole('button', { name: /Paris/ }).click();
  await expect(slow.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(stage.getByText('1 answer')).toBeVisible();

  // Kim enters the session's code on the phone: extra time from the next question on.
  await other.getByRole('button', { name: 'I have an extra time code' }).click();
  await other.getByLabel('Extra time code').fill('000000' === code ? '000001' : '000000');
  await other.getByRole('button', { name: 'Use the code' }).click();
  await expect(other.getByRole('alert')).toContainText('That code does not work');
  await other.getByLabel('Extra time code').fill(code);
  await other.getByRole('button', { name: 'Use the code' }).click();
  await expect(other.getByTestId('extra-time-given')).toBeVisible();
  await expect(control.getByLabel('Extra time for Kim')).toHaveValue('1.5');
});

import { expectAccessible } from '../support/axe';
import { expect, test } from '@playwright/test';
import { presenterWithDeck, right, slide } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { openJoinPage, openPhone, openStage, pickNickname } from '../support/live';
import { expectRanking } from '../support/stage-checks';

test.setTimeout(180_000);

test('a presenter and three phones run a whole deck from the lobby to the leaderboard', async ({
  browser,
}) => {
  // Long enough for three phones answering one after another on a loaded machine; it still
  // closes as soon as all three answered. The second question's short limit is what it tests.
  const { api, deck } = await presenterWithDeck('Team kickoff', [
    slide('quiz', 'Largest planet?', ['Mars', right('Jupiter'), 'Venus', 'Pluto'], {
      timeLimitSec: 240,
    }),
    slide('quiz', 'Legs on a spider?', ['Six', right('Eight'), 'Ten', 'Four'], {
      timeLimitSec: 10,
    }),
    slide('leaderboard', 'Standings'),
    slide('poll', 'Lunch?', ['Pizza', 'Sushi', 'Salad']),
    slide('wordCloud', 'One word for today'),
    slide('openEnded', 'What should we start doing?'),
  ]);

  // The presenter opens present mode.
  const stage = await openStage(browser, api, deck.id);
  const joinAddress = `${E2E_AUDIENCE_URL.replace(/^https?:\/\//, '')}/${deck.uniqueCode}`;
  await expect(stage.getByText(joinAddress).first()).toBeVisible();
  await expect(stage.getByRole('img', { name: /QR code/ }).first()).toBeVisible();

  // Ada types the code; Ben and Cleo open the QR code's address.
  const ada = await openPhone(browser);
  await ada.goto(E2E_AUDIENCE_URL);
  await ada.getByLabel('Code').fill(`${deck.uniqueCode.slice(0, 4)} ${deck.uniqueCode.slice(4)}`);
  await ada.getByRole('button', { name: 'Join' }).click();
  await pickNickname(ada, 'Ada');
  const ben = await openJoinPage(browser, deck.uniqueCode);
  await pickNickname(ben, 'Ben');
  const cleo = await openJoinPage(browser, deck.uniqueCode);
  await pickNickname(cleo, 'Cleo');

  await expect(stage.getByText('people have joined')).toBeVisible();
  const names = stage.getByRole('list', { name: 'Players who joined' });
  for (const name of ['Ada', 'Ben', 'Cleo']) await expect(names.getByText(name)).toBeVisible();

  // Question 1: Enter shows it, Enter again starts it; Ada and Cleo are right, Ben is wrong; it
  // closes when all answered.
  await stage.keyboard.press('Enter');
  await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await stage.keyboard.press('Enter');
  await expect(stage.getByText('Question 1 of 2')).toBeVisible();
  await ada.getByRole('button', { name: /Jupiter/ }).click();
  await expect(ada.getByText('Answer locked in')).toBeVisible();
  await ben.getByRole('button', { name: /Mars/ }).click();
  await cleo.waitForTimeout(1500);
  await cleo.getByRole('button', { name: /Jupiter/ }).click();
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(ben.getByText('Not this time')).toBeVisible();
  await expect(cleo.getByText('Correct!')).toBeVisible();
  await expect(stage.getByText('3 answers')).toBeVisible();

  // Question 2: Ada reloads mid-question and keeps her score; Ben is right; Cleo does not answer.
  await stage.keyboard.press('ArrowRight');
  await stage.keyboard.press('Enter');
  await expect(stage.getByText('Question 2 of 2')).toBeVisible();
  await expect(ada.getByRole('button', { name: /Eight/ })).toBeVisible({ timeout: 10_000 });
  const adaScore = ada.locator('.session-score');
  const scoreBefore = await adaScore.innerText();
  expect(scoreBefore).toMatch(/^[1-9][\d,]* pts$/);
  await ada.reload();
  await expect(ada.locator('.session-name')).toHaveText('Ada');
  await expect(adaScore).toHaveText(scoreBefore);
  await ada.getByRole('button', { name: /Eight/ }).click();
  await expect(ada.getByText('Answer locked in')).toBeVisible();
  await ben.waitForTimeout(2000);
  await ben.getByRole('button', { name: /Eight/ }).click();
  await expect(cleo.getByText('You didn’t answer this one')).toBeVisible({ timeout: 20_000 });
  await expect(ada.getByText('Correct!')).toBeVisible();

  // Leaderboard: Ada (two fast right answers) first, then Cleo and Ben by points.
  await stage.keyboard.press('ArrowRight');
  await expectRanking(stage, 'Top players', ['Ada', 'Cleo', 'Ben']);
  await expect(ada.getByText(/You’re 1st/)).toBeVisible();
  await expectAccessible(stage, 'present: leaderboard');
  await expectAccessible(ada, 'phone: leaderboard');

  // Poll: live votes.
  await stage.keyboard.press('ArrowRight');
  await ada.getByRole('button', { name: /Sushi/ }).click();
  await ben.getByRole('button', { name: /Sushi/ }).click();
  await cleo.getByRole('button', { name: /Pizza/ }).click();
  await expect(stage.getByText('3 votes')).toBeVisible();
  await expectAccessible(stage, 'present: poll results');
  await expectAccessible(cleo, 'phone: poll results');

  // Word cloud: "Sunny" and " sunny" count as one word.
  await stage.keyboard.press('ArrowRight');
  for (const [phone, word] of [
    [ada, 'Sunny'],
    [ben, ' sunny '],
    [cleo, 'busy'],
  ] as const) {
    await phone.getByLabel('Your word').fill(word);
    await phone.getByRole('button', { name: 'Send word' }).click();
    await expect(phone.getByText(/1 of 3 sent/)).toBeVisible();
  }
  const words = stage.getByRole('list', { name: 'Words sent' });
  await expect(words.getByText('sunny: 2 times')).toBeAttached();
  await expect(words.getByText('busy: 1 time')).toBeAttached();
  await expectAccessible(stage, 'present: word cloud');
  await expectAccessible(cleo, 'phone: word cloud');

  // Open-ended: participant text stays text, and the presenter can hide an answer.
  await stage.keyboard.press('ArrowRight');
  await ada.getByLabel('Your answer').fill('<b>More demos</b>');
  await ada.getByRole('button', { name: 'Send answer' }).click();
  await expect(ada.getByText('Your answer was sent')).toBeVisible();
  const wall = stage.getByRole('list', { name: 'Answers, newest first' });
  await expect(wall.getByText('<b>More demos</b>')).toBeVisible();
  await expectAccessible(stage, 'present: open-ended wall');
  await expectAccessible(ada, 'phone: open-ended sent');
  // Moderation happens in the private control view, never on the projected screen.
  await expect(stage.getByRole('button', { name: /Hide/ })).toHaveCount(0);
  const control = await stage.context().newPage();
  await control.goto(`/present/${deck.id}/room`);
  await expect(control.getByRole('button', { name: 'Hide “<b>More demos</b>”' })).toBeVisible();
  await expectAccessible(control, 'room view');
  await control.getByRole('button', { name: 'Hide “<b>More demos</b>”' }).click();
  await expect(wall.getByText('<b>More demos</b>')).toBeHidden();
  await control.close();

  // Reactions float over the presenter's screen.
  await ben.getByRole('button', { name: 'Send a heart' }).click();
  await expect(stage.locator('.reaction--hearts').first()).toBeAttached();
});

import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL } from '../support/env';
import { openPhone, openStage, pickNickname, signInContext } from '../support/live';
import { expectRanking } from '../support/stage-checks';

test.setTimeout(240_000);

/** Where the spec's screenshots go when SHOTS_DIR is set (looked at by a person). */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/teams-${name}.png` });
};

test('team mode: the presenter sets up teams, phones choose them, the big screen shows the team podium and phones their place', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Pub quiz');
  const quiz = await api.createSlide(
    deck.id,
    'quiz',
    'Largest planet?',
    [{ text: 'Mars' }, { text: 'Jupiter', isCorrect: true }, { text: 'Venus' }],
    { timeLimitSec: 240 },
  );
  await api.createSlide(deck.id, 'leaderboard', 'Standings');
  await api.setActiveSlide(deck.id, quiz);

  // The presenter turns team mode on in the editor: three teams, one renamed, total score.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInContext(context, api);
  const editor = await context.newPage();
  await editor.goto(`/presentation/${deck.id}`);
  await editor.getByRole('tab', { name: 'Design' }).click();
  await editor.getByLabel('Play quizzes in teams').check();
  await editor.getByLabel('Number of teams').selectOption('3');
  await editor.getByLabel('Name of team 3').fill('Green <b>Giants</b>');
  await editor.getByLabel('Total of its members’ scores').check();
  await expect(editor.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(editor, 'editor: team settings');
  // A duplicate name is not saved and is said so.
  await editor.getByLabel('Name of team 2').fill('Red');
  await expect(editor.getByRole('alert')).toHaveText('Give each team its own name.');
  await editor.getByLabel('Name of team 2').fill('Blue');
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await expect(editor.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
  const saved = await api.call<{ teams: { teams: { name: string }[]; score: string } }>(
    'GET',
    `${API_PATHS.presentationDetail}${deck.id}/`,
  );
  expect(saved.teams.teams.map((t) => t.name)).toEqual(['Red', 'Blue', 'Green <b>Giants</b>']);
  expect(saved.teams.score).toBe('total');

  const stage = await openStage(browser, api, deck.id, { width: 1920, height: 1080 });

  // Four phones join: each chooses a team, then a nickname.
  const join = async (name: string, team: RegExp, screenshot = false) => {
    const phone = await openPhone(browser);
    await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
    await expect(phone.getByRole('heading', { name: 'Choose your team' })).toBeVisible();
    if (screenshot) {
      await expectAccessible(phone, 'phone: team choice');
      await shot(phone, 'phone-choice');
    }
    await phone.getByRole('button', { name: team }).click();
    await pickNickname(phone, name);
    return phone;
  };
  const ada = await join('Ada', /^Red/, true);
  const ben = await join('Ben', /^Red/);
  const cy = await join('Cy', /^Blue/);
  const dee = await join('Dee', /Giants/);
  // The team name is text, never markup.
  await expect(dee.locator('.team-badge__name')).toHaveText('Green <b>Giants</b>');
  await expect(ada.locator('.team-badge__name')).toHaveText('Red');

  // The question: Ada, Ben and Cy are right, Dee is wrong.
  await stage.keyboard.press('Enter');
  await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await stage.keyboard.press('Enter');
  for (const phone of [ada, ben, cy]) {
    await phone.getByRole('button', { name: /Jupiter/ }).click({ timeout: 20_000 });
  }
  await dee.getByRole('button', { name: /Mars/ }).click();
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 20_000 });

  // The big screen's leaderboard: the team podium, Red (two right, total) first.
  await stage.keyboard.press('ArrowRight');
  const teams = await expectRanking(stage, 'Teams by score', [
    'Red',
    'Blue',
    'Green <b>Giants</b>',
  ]);
  await expect(teams.nth(0)).toContainText('2 members');
  await expect(stage.getByRole('list', { name: 'Team podium' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await expectAccessible(stage, 'present: team leaderboard');
  await shot(stage, 'stage-leaderboard');

  // Phones show their team's place.
  await expect(ada.locator('.team-badge__place')).toHaveText('Place 1 of 3');
  await expect(cy.locator('.team-badge__place')).toHaveText('Place 2 of 3');
  await expect(dee.locator('.team-badge__place')).toHaveText('Place 3 of 3');
  await expectAccessible(cy, 'phone: team place');
  await shot(cy, 'phone-place');

  // The report page lists the teams.
  await api.call('POST', `${API_PATHS.liveEnd}${deck.id}/`);
  const reports = await context.newPage();
  await reports.goto(`/presentation/${deck.id}/reports`);
  await reports.getByRole('link', { name: 'Open report' }).first().click();
  const table = reports.getByRole('table', { name: 'Teams by final score' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Red');
  await expectAccessible(reports, 'report: teams');
});

test('team mode: a phone changes team before the quiz starts, the big screen’s team list follows, and not after', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Team swap');
  const board = await api.createSlide(deck.id, 'leaderboard', 'Standings');
  const quiz = await api.createSlide(
    deck.id,
    'quiz',
    'Largest planet?',
    [{ text: 'Mars' }, { text: 'Jupiter', isCorrect: true }],
    { timeLimitSec: 240 },
  );
  const teams = [
    { id: 't1', name: 'Red', colour: '#B91C1C' },
    { id: 't2', name: 'Blue', colour: '#1D4ED8' },
  ];
  await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
    teams: { teams, score: 'average', assign: 'choose', sharedDevice: false },
  });
  await api.setActiveSlide(deck.id, board);

  const stage = await openStage(browser, api, deck.id, { width: 1600, height: 900 });
  // Out of the lobby: the team list of the leaderboard slide, members counted.
  await stage.keyboard.press('Enter');
  const list = stage.getByRole('list', { name: 'Teams by score' });

  const phone = await openPhone(browser);
  await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
  await phone.getByRole('button', { name: /^Red/ }).click();
  // The leaderboard slide is on, not the lobby's "You're in!".
  await pickNickname(phone, 'Ada', { waitIn: false });
  await expect(phone.locator('.team-badge__name')).toHaveText('Red');
  await expect(list.getByRole('listitem').filter({ hasText: 'Red' })).toContainText('1 member');

  // She moves to Blue: her own team cannot be chosen again.
  await phone.getByRole('button', { name: 'Change team' }).click();
  const choice = phone.getByRole('region', { name: 'Choose another team' });
  await expect(choice.getByRole('button', { name: /^Red/ })).toBeDisabled();
  await expectAccessible(phone, 'phone: change team');
  await shot(phone, 'phone-change');
  await choice.getByRole('button', { name: /^Blue/ }).click();
  await expect(choice).toHaveCount(0);
  await expect(phone.locator('.team-badge__name')).toHaveText('Blue');
  await expect(list.getByRole('listitem').filter({ hasText: 'Blue' })).toContainText('1 member');
  await expect(list.getByRole('listitem').filter({ hasText: 'Red' })).toContainText('0 members');

  // A reload keeps Blue; once the question starts, the team is fixed.
  await phone.reload();
  await expect(phone.locator('.team-badge__name')).toHaveText('Blue');
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: quiz });
  await api.call('POST', `${API_PATHS.slideGame}${quiz}/`, { action: 'start' });
  await expect(phone.getByRole('button', { name: /Jupiter/ })).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole('button', { name: 'Change team' })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectReflow } from '../support/axe';
import { newPerson, registerThroughForm } from '../support/accounts';
import { E2E_AUDIENCE_URL } from '../support/env';
import { PresenterApi, right } from '../support/deck-api';
import { deckIdInEditor, expectSaved, newDeckInEditor, openDesignTab } from '../support/editor';
import { openJoinPage, openPhone, openStageTab } from '../support/live';

test.setTimeout(180_000);

/** Opens a presenter screen and waits for it to be drawn (its level-one heading), not its loader. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('axe finds no WCAG 2.2 AA violation on the presenter’s screens, the big screen and the phone', async ({
  page,
  browser,
}) => {
  await open(page, '/register');
  await expectAccessible(page, 'register');
  await open(page, '/login');
  await expectAccessible(page, 'login');
  await open(page, '/pricing');
  await expectAccessible(page, 'pricing');
  await registerThroughForm(page, newPerson());
  await expectAccessible(page, 'home (empty)');
  await open(page, '/templates');
  await expect(page.getByRole('button', { name: 'General knowledge quiz' })).toBeVisible();
  await expectAccessible(page, 'template gallery');
  await open(page, '/home');
  await newDeckInEditor(page);
  // The editor drawn, not the home page it replaces while it loads.
  await expect(page.getByLabel('Presentation title')).toBeVisible();
  await expectAccessible(page, 'editor (new-slide view)');
  for (const choice of [
    'Select Answer',
    'Type Answer',
    'Numeric Guess',
    'Poll',
    'Scales',
    'Ranking',
    'Word Cloud',
    'Open Ended',
    'Q&A',
    'Content',
    'Leaderboard',
  ]) {
    await page.getByRole('button', { name: 'Add slide' }).click();
    await page.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
    await expectSaved(page);
    await expectAccessible(page, `editor: ${choice}`);
  }
  // A slide selected in the list, while another's thumbnail holds a link (a content slide's
  // text): the thumbnails inside the select buttons are pictures, nothing in them takes focus.
  await page.locator('.slide-item__select').filter({ hasText: 'Content' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Read more at https://example.com today.');
  await expectSaved(page);
  await page.locator('.slide-item__select').first().click();
  await expect(page.locator('.slide-item__select').first()).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, 'editor: a slide selected');
  await expectReflow(page, 'editor at 200 %', 640);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expectAccessible(page, 'editor: design tab');
  // The share dialog of someone outside any organisation: it says how sharing works there.
  await page.getByRole('button', { name: 'Share with team' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your organisation' })).toBeVisible();
  await expectAccessible(page, 'editor: share with team (no organisation)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const deckId = deckIdInEditor(page);

  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Untitled presentation' }).first()).toBeVisible();
  await expectAccessible(page, 'home');
  await expectReflow(page, 'home at 200 %', 640);
  await open(page, '/account');
  await expectAccessible(page, 'account');
  await expectReflow(page, 'account at 200 %', 640);

  const stage = await openStageTab(page.context(), deckId);
  await expect(stage.locator('.lobby')).toBeVisible();
  await expectAccessible(stage, 'present: lobby');
  const code = (await stage.locator('body').textContent())
    ?.match(/\d{4} ?\d{4}/)?.[0]
    ?.replace(' ', '');
  expect(code).toBeTruthy();

  const phone = await openPhone(browser);
  await phone.goto(E2E_AUDIENCE_URL);
  await expectAccessible(phone, 'phone: join');
  await expectReflow(phone, 'phone: join', 320);
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  await expect(phone.getByLabel('Nickname')).toBeVisible();
  await expectAccessible(phone, 'phone: nickname');
  await expectReflow(phone, 'phone: nickname', 320);
  await phone.getByLabel('Nickname').fill('Ada');
  await phone.getByRole('button', { name: 'Let’s go' }).click();
  await expect(phone.locator('.session-name')).toHaveText('Ada');
  await expectAccessible(phone, 'phone: waiting');
  await expectReflow(phone, 'phone: waiting', 320);
});

test('axe finds no WCAG 2.2 AA violation on team mode’s screens: the settings, the phone’s team choice and team band', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Team quiz');
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', ['Mars', right('Jupiter')]);
  const editor = await openDesignTab(browser, api, deck.id, {
    viewport: { width: 1280, height: 800 },
  });
  await editor.getByLabel('Play quizzes in teams').check();
  await editor.getByLabel('One phone per team (shared device)').check();
  await expectSaved(editor);
  await expectAccessible(editor, 'editor: team settings');

  // One phone per team: the first phone takes Red, the second sees Red taken.
  const first = await openJoinPage(browser, deck.uniqueCode);
  await first.getByRole('button', { name: /^Red/ }).click();
  await expect(first.locator('.team-badge__name')).toHaveText('Red');
  await expectAccessible(first, 'phone: team band');
  await expectReflow(first, 'phone: team band', 320);
  const second = await openJoinPage(browser, deck.uniqueCode);
  await expect(second.getByRole('button', { name: /^Red/ })).toBeDisabled();
  await expectAccessible(second, 'phone: team choice with a team taken');
  await expectReflow(second, 'phone: team choice', 320);
});

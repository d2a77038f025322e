import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from '../support/env';

test.setTimeout(120_000);

async function joinAs(browser: Browser, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(`${E2E_AUDIENCE_URL}/${code}`);
  await expect(phone.getByRole('heading', { name: 'Pick a nickname' })).toBeVisible();
  await phone.getByLabel('Nickname').fill(name);
  await phone.getByRole('button', { name: 'Let’s go' }).click();
  return phone;
}

test('a phone sees and deletes its answers; the presenter’s report no longer lists it', async ({
  browser,
}) => {
  const api = new PresenterApi();
  await api.register();
  const deck = await api.call<{ id: string; uniqueCode: string }>(
    'POST',
    API_PATHS.presentationCreate,
    { title: 'Rights check' },
  );
  const poll = await api.createSlide(deck.id, 'poll', 'Lunch?', [
    { text: 'Pizza' },
    { text: 'Sushi' },
  ]);
  // A quiz in the deck: phones pick a nickname.
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', [
    { text: 'Mars' },
    { text: 'Jupiter', isCorrect: true },
  ]);
  await api.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { slideActiveId: poll });

  const stage = await (
    await browser.newContext({ viewport: { width: 1600, height: 900 } })
  ).newPage();
  await stage
    .context()
    .addCookies([{ name: 'crowdeckToken', value: api.token, url: E2E_PRESENTER_URL }]);
  await stage.goto(`/present/${deck.id}`);
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const ada = await joinAs(browser, deck.uniqueCode, 'Ada');
  const ben = await joinAs(browser, deck.uniqueCode, 'Ben');
  await ada.getByRole('button', { name: /Pizza/ }).click();
  await ben.getByRole('button', { name: /Sushi/ }).click();
  await expect(stage.getByText('2 votes')).toBeVisible();

  // Ada opens her data from the header, with the keyboard.
  const open = ada.getByRole('button', { name: 'Your data' });
  await open.focus();
  await ada.keyboard.press('Enter');
  const dialog = ada.getByRole('dialog', { name: 'Your data in this session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ada', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Lunch?' })).toContainText('Pizza');
  await expectAccessible(ada, 'phone: your data');
  await dialog.getByRole('button', { name: 'Delete my answers' }).click();
  await expect(dialog.getByText(/for good/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete them' }).click();
  await expect(
    ada.getByText('Your nickname and answers were deleted from this session.'),
  ).toBeVisible();

  // The big screen and Ben's phone count again without Ada's vote.
  await expect(stage.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(ben.getByRole('listitem').filter({ hasText: 'Pizza' })).toContainText('0 votes');
  await expect(ben.getByRole('listitem').filter({ hasText: 'Sushi' })).toContainText('1 vote');

  // The report lists Ben alone.
  const reports = await stage.context().newPage();
  await reports.goto(`/presentation/${deck.id}/reports`);
  await reports.getByRole('link', { name: 'Open report' }).first().click();
  await expect(reports.getByRole('heading', { name: 'Rights check' })).toBeVisible();
  const people = reports.getByRole('table', { name: /Participants/ });
  await expect(people.getByRole('rowheader')).toHaveText(['Ben']);
});

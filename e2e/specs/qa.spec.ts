import { expectAccessible } from '../support/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { presenterWithDeck, right, slide } from '../support/deck-api';
import { openJoinPage, openStage } from '../support/live';

test.setTimeout(120_000);

async function joinPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const page = await openJoinPage(browser, code);
  await page.getByLabel('Nickname').fill(name);
  await page.getByRole('button', { name: 'Let’s go' }).click();
  await expect(page.getByRole('tab', { name: 'Q&A' })).toBeVisible();
  await page.getByRole('tab', { name: 'Q&A' }).click();
  await expect(page.getByRole('heading', { name: 'Questions for the presenter' })).toBeVisible();
  return page;
}

async function ask(phone: Page, text: string, anonymous = false): Promise<void> {
  await phone.getByLabel('Your question').fill(text);
  if (anonymous) await phone.getByLabel('Ask anonymously (without my nickname)').check();
  await phone.getByRole('button', { name: 'Ask' }).click();
}

const board = (phone: Page) => phone.getByRole('list', { name: 'Questions' }).getByRole('listitem');

test('the audience asks and likes, the presenter approves, highlights and archives questions', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithDeck('All hands', [
    slide('quiz', 'Best season?', [right('Spring'), 'Autumn']),
    slide('qa', ''),
  ]);
  const [quiz] = deck.slideIds;
  await api.call('PUT', `${API_PATHS.slideUpdate}${quiz}/`, {
    notes: 'Thank the team before the quiz.',
  });

  const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
  const room = await stage.context().newPage();
  await room.goto(`/present/${deck.id}/room`);
  // The private window shows the slide on screen with its speaker notes (never the projector).
  const notes = room.getByRole('region', { name: 'On screen now' });
  await expect(notes).toContainText('Best season?');
  await expect(notes).toContainText('Thank the team before the quiz.');
  await expect(stage.getByText('Thank the team before the quiz.')).toHaveCount(0);
  const qa = room.getByRole('region', { name: 'Questions (Q&A)' });
  await qa.getByLabel('Let the audience ask questions').check();
  await expect(qa.getByLabel('Let the audience ask questions')).toBeChecked();

  const ada = await joinPhone(browser, deck.uniqueCode, 'Ada');
  const ben = await joinPhone(browser, deck.uniqueCode, 'Ben');
  const cy = await joinPhone(browser, deck.uniqueCode, 'Cy');

  // Named and anonymous questions reach every phone.
  await ask(ada, 'When do we get the slides?');
  await expect(ada.getByText('Your question is on the board.')).toBeVisible();
  await ask(ben, 'Is there a recording?', true);
  for (const phone of [ada, ben, cy]) await expect(board(phone)).toHaveCount(2);
  await expect(board(cy).filter({ hasText: 'Is there a recording?' })).toContainText('Anonymous');
  await expect(board(cy).filter({ hasText: 'When do we get the slides?' })).toContainText('Ada');

  // Likes reorder the board (most liked first) on every phone; a like can be taken back.
  const recording = (phone: Page) =>
    board(phone).filter({ hasText: 'Is there a recording?' }).getByRole('button');
  await recording(cy).click();
  await expect(recording(cy)).toHaveAttribute('aria-pressed', 'true');
  await recording(ada).click();
  await expect(board(ben).first()).toContainText('Is there a recording?');
  await expect(recording(ben)).toHaveAccessibleName('2 — Like this question (2 likes)');
  await recording(ada).click();
  await expect(recording(ada)).toHaveAttribute('aria-pressed', 'false');
  await expect(recording(ben)).toHaveAccessibleName('1 — Like this question (1 like)');
  await ben.getByRole('button', { name: 'Newest' }).click();
  await expect(board(ben).first()).toContainText('Is there a recording?');

  // With approval on, a question waits: only its asker sees it until the presenter approves.
  await qa.getByLabel('Approve questions before everyone sees them').check();
  await expect(
    cy.getByText('The presenter reviews questions before everyone sees them.'),
  ).toBeVisible();
  await ask(cy, 'Can we have a longer lunch?');
  await expect(cy.getByText('Waiting for approval — only you see it')).toBeVisible();
  await expect(qa.getByText('1 waiting for approval')).toBeVisible();
  await expect(board(ada)).toHaveCount(2);
  await qa.getByRole('button', { name: 'Approve: “Can we have a longer lunch?”' }).click();
  await expect(board(ada)).toHaveCount(3);
  await expect(cy.getByText('Waiting for approval — only you see it')).toHaveCount(0);

  // Highlighted on the big screen, then marked answered: off the screen and into the archive.
  await qa.getByRole('button', { name: 'Show on screen: “Is there a recording?”' }).click();
  const highlight = stage.getByRole('complementary', { name: 'Question from the audience' });
  await expect(highlight).toContainText('Is there a recording?');
  await expect(highlight).toContainText('Anonymous question');
  await stage.screenshot({ path: test.info().outputPath('stage-highlight.png') });
  await expect(board(ada).filter({ hasText: 'Is there a recording?' })).toContainText(
    'on the big screen',
  );
  await qa.getByRole('button', { name: 'Mark answered: “Is there a recording?”' }).click();
  await expect(highlight).toHaveCount(0);
  await expect(board(ada)).toHaveCount(2);
  await expect(ada.getByText('1 answered question')).toBeVisible();
  await expect(qa.getByText('1 answered')).toBeVisible();

  await ada.screenshot({ path: test.info().outputPath('phone-qa.png'), fullPage: true });
  await expectAccessible(ada, 'phone: Q&A');

  // Reading the questions never makes anyone miss a quiz: the phone goes back to the slide.
  await ada.getByLabel('Your question').fill('Half-typed');
  await stage.keyboard.press('Enter');
  await expect(stage.getByRole('button', { name: 'Start the question' })).toBeVisible();
  await stage.keyboard.press('Enter');
  await expect(ada.getByRole('tab', { name: 'Slide' })).toHaveAttribute('aria-selected', 'true');
  await expect(ada.getByRole('button', { name: /Spring/ })).toBeVisible();
  await ada.getByRole('tab', { name: 'Q&A' }).click();
  await expect(ada.getByLabel('Your question')).toHaveValue('Half-typed');

  // A Q&A slide: the big screen lists the open questions, most liked first; phones show the
  // questions in place of the slide (no tabs then).
  await stage.getByRole('button', { name: 'Menu' }).click();
  await stage.getByRole('button', { name: /Questions from the audience/ }).click();
  await stage.keyboard.press('Escape');
  const stageList = stage.getByRole('list', { name: 'Questions, most liked first' });
  await expect(stageList.getByRole('listitem')).toHaveCount(2);
  await expect(stageList).toContainText('Can we have a longer lunch?');
  await expect(stageList).not.toContainText('Is there a recording?');
  await expect(cy.getByRole('tab')).toHaveCount(0);
  await expect(cy.getByRole('heading', { name: 'Questions for the presenter' })).toBeVisible();
  await stage.screenshot({ path: test.info().outputPath('stage-qa-slide.png') });
  await room.screenshot({ path: test.info().outputPath('room-qa.png'), fullPage: true });
  await expectAccessible(stage, 'present: Q&A slide');
  await expectAccessible(room, 'room view: Q&A');
});

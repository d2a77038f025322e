import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { PresenterApi, slide, lunchPoll } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { expectSaved } from '../support/editor';
import { E2E_AUDIENCE_URL } from '../support/env';
import { openSignedIn } from '../support/live';

function openEditor(browser: Browser, api: PresenterApi, deckId: string): Promise<Page> {
  return openSignedIn(browser, api, `/presentation/${deckId}`);
}

test(
  'blank options are left out live, and the editor flags a slide that cannot be presented',
  withDeck(
    'Readiness',
    // A poll with a blank third option, and a quiz with two filled options and no correct one.
    [lunchPoll(), slide('quiz', 'Largest planet?', ['Mars', 'Jupiter'])],
    async ({ browser, api, deck }) => {
      const page = await openEditor(browser, api, deck.id);
      await expect(page.getByRole('button', { name: 'Slide 1: Poll', exact: true })).toBeVisible();
      const quizItem = page.getByRole('button', {
        name: "Slide 2: Select Answer — can't be presented yet",
      });
      await expect(quizItem).toBeVisible();
      await expect(page.getByRole('note')).toHaveCount(0);

      // Present warns, naming the slide; Keep editing stays in the editor.
      await page.getByRole('link', { name: 'Present', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: "One slide can't be presented yet" });
      await expect(dialog).toContainText('Slide 2 needs answer options or a correct answer');
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await expect(page).toHaveURL(/\/presentation\//);

      // The panel says what to fix; marking a filled option correct clears the flag.
      await quizItem.click();
      const note = page.getByRole('note', { name: "This slide can't be presented yet" });
      await expect(note).toContainText('Mark the correct answer');
      await page.getByLabel('Mark option 2 correct').check();
      await expect(note).toBeHidden();
      await expect(
        page.getByRole('button', { name: 'Slide 2: Select Answer', exact: true }),
      ).toBeVisible();
      await expectSaved(page);
      await page.getByRole('button', { name: 'Slide 1: Poll', exact: true }).click();
      await page.getByRole('link', { name: 'Present', exact: true }).click();
      await expect(page).toHaveURL(/\/present\//);
      await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

      // Phones see the two filled options only; the big screen has no "Option 3" bar.
      const phone = await (
        await browser.newContext({ viewport: { width: 390, height: 844 } })
      ).newPage();
      await phone.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
      await phone.getByLabel('Nickname').fill('Ada');
      await phone.getByRole('button', { name: 'Let’s go' }).click();
      await expect(phone.getByRole('button', { name: /Pizza/ })).toBeVisible();
      await expect(phone.getByRole('button', { name: /Sushi/ })).toBeVisible();
      await expect(phone.getByText('Option 3')).toHaveCount(0);
      await expect(phone.locator('.tiles li')).toHaveCount(2);
      await page.getByRole('button', { name: 'Show the slide' }).click();
      await expect(page.getByText('Pizza').first()).toBeVisible();
      await expect(page.getByText('Option 3')).toHaveCount(0);
    },
  ),
);

test('typing right after adding a slide edits the new slide, never the previous one', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.createDeck('Latency');
  await api.createSlide(deck.id, 'poll', 'First poll', [{ text: 'Red' }, { text: 'Blue' }]);
  const page = await openEditor(browser, api, deck.id);
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue('First poll');

  // The server answers the slide creation 400 ms late.
  await page.route(`**${API_PATHS.slideCreate}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^Poll/ }).click();
  // At once: the panel must not offer the previous slide's fields to type into.
  await page.getByRole('textbox', { name: 'Question' }).fill('Second poll');
  await page.getByLabel('Option 1', { exact: true }).fill('Green');

  await expect(page.getByRole('button', { name: 'Slide 2: Poll' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectSaved(page);
  const saved = await api.call<TPresentation>('GET', `${API_PATHS.presentationDetail}${deck.id}/`);
  expect(saved.Slides.map((s) => s.question)).toEqual(['First poll', 'Second poll']);
  expect(saved.Slides.map((s) => s.options[0]?.text)).toEqual(['Red', 'Green']);
});

test('Present from the home list warns about slides that cannot be presented, like the editor', async ({
  browser,
}) => {
  const api = await PresenterApi.registered();
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, {
    title: 'Home warning',
  });
  await api.createSlide(deck.id, 'poll', 'Lunch?', [{ text: 'Pizza' }, { text: 'Sushi' }]);
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', [{ text: 'Mars' }]);
  const page = await openSignedIn(browser, api, '/home');

  const present = page.getByRole('link', { name: 'Present Home warning' });
  await present.click();
  const dialog = page.getByRole('dialog', { name: "One slide can't be presented yet" });
  await expect(dialog).toContainText('Slide 2 needs answer options or a correct answer');
  await page.screenshot({ path: test.info().outputPath('home-present-warning.png') });
  // The safe choice opens the editor, where the slide is flagged.
  await dialog.getByRole('button', { name: 'Open the editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/${deck.id}$`));
  await expect(
    page.getByRole('button', { name: "Slide 2: Select Answer — can't be presented yet" }),
  ).toBeVisible();

  await page.goto('/home');
  await present.click();
  await dialog.getByRole('button', { name: 'Present anyway' }).click();
  await expect(page).toHaveURL(new RegExp(`/present/${deck.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.context().close();
});

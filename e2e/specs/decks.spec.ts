import { expect, test, type Page } from '@playwright/test';
import { newPerson, registerThroughForm, signInThroughForm } from '../support/accounts';
import { makePng } from '../support/images';

const TYPES = ['Select Answer', 'Leaderboard', 'Poll', 'Word Cloud', 'Open Ended'] as const;

async function addSlide(page: Page, type: (typeof TYPES)[number]): Promise<void> {
  // Wait for the slide to be in the list: on an empty deck the "Add a slide" heading is not
  // shown, so its absence alone does not mean the slide was created.
  const slides = page.getByRole('button', { name: /^Slide \d+: / });
  const before = await slides.count();
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: new RegExp(`^${type}`) }).click();
  await expect(page.getByRole('heading', { name: 'Add a slide' })).toBeHidden();
  await expect(slides).toHaveCount(before + 1);
}

async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
}

test('a new user builds a five-slide deck and finds it intact after reload and elsewhere', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  await registerThroughForm(page, person);

  await page.getByRole('button', { name: 'New presentation' }).first().click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();

  await page.getByLabel('Presentation title').fill('Science fair');
  for (const type of TYPES) await addSlide(page, type);
  for (const [i, type] of TYPES.entries()) {
    await expect(page.getByRole('button', { name: `Slide ${i + 1}: ${type}` })).toBeVisible();
  }

  // Quiz: question, four options, a correct answer, a colour and an image.
  await page.getByRole('button', { name: 'Slide 1: Select Answer' }).click();
  await page.getByLabel('Question').fill('Which planet is largest?');
  const answers = ['Mercury', 'Jupiter', 'Mars', 'Venus'];
  for (const [i, text] of answers.entries())
    await page.getByLabel(`Option ${i + 1}`, { exact: true }).fill(text);
  await page.getByLabel('Mark option 2 correct').check();
  await page.getByRole('button', { name: 'Colour for option 1' }).click();
  await page.getByRole('button', { name: /^Colour 8 \(/ }).click();
  await page.getByLabel('Upload image', { exact: true }).setInputFiles({
    name: 'planet.png',
    mimeType: 'image/png',
    buffer: makePng(64, 36, [200, 120, 40]),
  });
  await expect(page.getByRole('img', { name: 'Slide image' }).first()).toBeVisible();

  // Poll: edit its options.
  await page.getByRole('button', { name: 'Slide 3: Poll' }).click();
  await page.getByLabel('Question').fill('Favourite season?');
  await page.getByLabel('Option 1', { exact: true }).fill('Summer');
  await page.getByLabel('Option 2', { exact: true }).fill('Winter');

  // Word cloud: a question.
  await page.getByRole('button', { name: 'Slide 4: Word Cloud' }).click();
  await page.getByLabel('Question').fill('One word for today');

  // Duplicate the poll, then delete the copy.
  await page.getByRole('button', { name: 'Duplicate slide 3' }).click();
  await expect(page.getByRole('button', { name: 'Slide 6: Open Ended' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete slide 4' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete slide' }).click();
  await expect(page.getByRole('button', { name: 'Slide 6: Open Ended' })).toBeHidden();

  // Reorder with the keyboard: move the leaderboard (slide 2) below the poll.
  await page.getByRole('button', { name: 'Reorder slide 2' }).focus();
  // dnd-kit's keyboard sensor needs a beat between picking up, moving and dropping.
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Slide 2: Poll' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Slide 3: Leaderboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('radio', { name: /Montserrat/ }).check();
  await waitSaved(page);

  const expectDeck = async (p: Page) => {
    await expect(p.getByLabel('Presentation title')).toHaveValue('Science fair');
    const order = ['Select Answer', 'Poll', 'Leaderboard', 'Word Cloud', 'Open Ended'];
    for (const [i, type] of order.entries()) {
      await expect(p.getByRole('button', { name: `Slide ${i + 1}: ${type}` })).toBeVisible();
    }
    await expect(p.getByRole('button', { name: /^Slide 6:/ })).toHaveCount(0);
    await p.getByRole('button', { name: 'Slide 1: Select Answer' }).click();
    await p.getByRole('tab', { name: 'Content' }).click();
    await expect(p.getByLabel('Question')).toHaveValue('Which planet is largest?');
    for (const [i, text] of answers.entries()) {
      await expect(p.getByLabel(`Option ${i + 1}`, { exact: true })).toHaveValue(text);
    }
    await expect(p.getByLabel('Mark option 2 correct')).toBeChecked();
    await expect(p.getByLabel('Mark option 1 correct')).not.toBeChecked();
    const image = p.getByRole('img', { name: 'Slide image' }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await p.getByRole('button', { name: 'Slide 2: Poll' }).click();
    await expect(p.getByLabel('Option 1', { exact: true })).toHaveValue('Summer');
    await p.getByRole('tab', { name: 'Design' }).click();
    await expect(p.getByRole('radio', { name: /Montserrat/ })).toBeChecked();
    // The self-hosted font really loads (an unknown family would resolve to no font face).
    await expect
      .poll(() => p.evaluate(async () => (await document.fonts.load('700 16px Montserrat')).length))
      .toBeGreaterThan(0);
  };

  await page.reload();
  await expectDeck(page);

  // Another browser session of the same user sees the same deck.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await signInThroughForm(second, person.email, person.password);
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.getByText('Science fair')).toBeVisible();
  await second.goto(editorUrl);
  await expectDeck(second);
  await other.close();
});

test('home lists decks with dates and can rename, duplicate and delete them', async ({ page }) => {
  await registerThroughForm(page, newPerson());
  await page.getByRole('button', { name: 'New presentation' }).first().click();
  await expect(page).toHaveURL(/\/presentation\//);
  await page.getByLabel('Presentation title').fill('Quarterly kickoff');
  await waitSaved(page);
  await page.getByRole('link', { name: 'Back to presentations' }).click();

  await expect(page.getByText('Quarterly kickoff')).toBeVisible();
  await expect(
    page.getByText(/[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate Quarterly kickoff' }).click();
  await expect(page.getByText('Copy of Quarterly kickoff')).toBeVisible();

  await page.getByRole('button', { name: 'Rename Copy of Quarterly kickoff' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Kickoff rehearsal');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kickoff rehearsal')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Kickoff rehearsal' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Kickoff rehearsal')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Kickoff rehearsal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete presentation' }).click();
  const list = page.getByRole('list', { name: 'Your presentations' });
  await expect(list.getByText('Kickoff rehearsal')).toBeHidden();
  await expect(list.getByText('Quarterly kickoff')).toBeVisible();
});

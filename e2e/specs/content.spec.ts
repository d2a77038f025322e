import { expect, test } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import {
  deckIdInEditor,
  expectSaved,
  newDeckInEditor,
  newPresenterInEditor,
} from '../support/editor';
import { joinCodeOn, openJoinPage, openStageTab, showSlideFromLobby } from '../support/live';

test.setTimeout(90_000);

test('a content slide carries a heading and formatted text to the big screen and to phones', async ({
  page,
  browser,
}) => {
  await newPresenterInEditor(page, 'Kick-off');

  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^Content/ }).click();
  await expect(page.getByRole('button', { name: 'Slide 1: Content' })).toBeVisible();
  await page.getByLabel('Heading').fill('Welcome to the kick-off');
  await page
    .getByLabel('Text', { exact: true })
    .fill(
      'Today is **important**, and *fun*.\n\n- Goals\n- Team\n\nSlides: [our wiki](https://wiki.example.org/kick-off)\n<script>alert(1)</script>',
    );
  // The editor's preview renders the subset; markup typed as text stays text.
  const preview = page.locator('.slide-content').first();
  await expect(preview.locator('strong', { hasText: 'important' })).toBeVisible();
  await expect(preview.locator('li')).toHaveText(['Goals', 'Team']);
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  await expectSaved(page);

  const stage = await openStageTab(page.context(), deckIdInEditor(page));
  await showSlideFromLobby(stage);
  await expect(stage.getByRole('heading', { name: 'Welcome to the kick-off' })).toBeVisible();
  await expect(stage.locator('.present-content strong')).toHaveText('important');
  const link = stage.getByRole('link', { name: 'our wiki' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await stage.screenshot({ path: test.info().outputPath('content-stage.png') });

  const phone = await openJoinPage(browser, await joinCodeOn(stage));
  await expect(phone.getByRole('heading', { name: 'Welcome to the kick-off' })).toBeVisible();
  await expect(phone.locator('.content-text strong')).toHaveText('important');
  await expect(phone.getByRole('link', { name: 'our wiki' })).toHaveAttribute('target', '_blank');
  await expect(phone.getByText('<script>alert(1)</script>')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('content-phone.png'), fullPage: true });
});

test('“True or False” adds a quiz with the two answers ready to mark', async ({ page }) => {
  await registerThroughForm(page, newPerson());
  await newDeckInEditor(page);
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^True or False/ }).click();
  await expect(page.getByRole('button', { name: /^Slide 1: Select Answer/ })).toBeVisible();
  await expect(page.getByLabel('Option 1', { exact: true })).toHaveValue('True');
  await expect(page.getByLabel('Option 2', { exact: true })).toHaveValue('False');
  await expect(page.getByLabel('Option 3', { exact: true })).toHaveCount(0);
  await page.getByLabel('Question').fill('The sun is a star.');
  await page.getByLabel('Mark option 1 correct').check();
  await expectSaved(page);
  await page.reload();
  await expect(page.getByLabel('Option 1', { exact: true })).toHaveValue('True');
  await expect(page.getByLabel('Mark option 1 correct')).toBeChecked();
});

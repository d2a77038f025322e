import { expect, test, type Page } from '@playwright/test';
import { deckIdInEditor, expectSaved as saved, newPresenterInEditor } from '../support/editor';
import { joinCodeOn, openJoinPage, openStageTab } from '../support/live';
import { expectAccessible, expectReflow } from '../support/axe';

test.setTimeout(360_000);

/** Adds a slide of the new-slide view's `choice` and gives it its question. */
async function addSlide(page: Page, choice: string, question: string): Promise<void> {
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
  await page.getByLabel('Question', { exact: true }).fill(question);
}

test('the editor builds every new way to ask, and three phones answer each live', async ({
  page,
  browser,
}) => {
  // Build the deck in the editor, as a new presenter would.
  await newPresenterInEditor(page, 'Every way to ask');

  await addSlide(page, 'Multiple Answers', 'Which are planets?');
  for (const [i, text] of ['Mars', 'Venus', 'Moon', 'Sun'].entries()) {
    await page.getByLabel(`Option ${i + 1}`, { exact: true }).fill(text);
  }
  await page.getByLabel('Mark option 1 correct').check();
  await page.getByLabel('Mark option 2 correct').check();
  // Long enough for the accessibility checks below while the question is open on a loaded
  // machine; the question still closes as soon as all three phones have answered.
  await page.getByLabel('Time limit').selectOption('240');

  await addSlide(page, 'Type Answer', 'The largest planet?');
  await page.getByLabel('Accepted answer 1').fill('Jupiter');
  await expect(page.getByLabel('Accept one typo')).toBeChecked();
  // Three phones type and send one after another: on a loaded machine that can take longer
  // than the default 20 s. It still closes as soon as all three have answered.
  await page.getByLabel('Time limit').selectOption('240');

  await addSlide(page, 'Numeric Guess', 'Year of the first Moon landing?');
  await page.getByLabel('Smallest value').fill('1900');
  await page.getByLabel('Largest value').fill('2000');
  await page.getByLabel('Correct value').fill('1969');
  await page.getByLabel('Tolerance (±)').fill('2');
  await page.getByLabel('Time limit').selectOption('240');

  await addSlide(page, 'Scales', 'How was the talk?');
  await page.getByLabel('Statement 1', { exact: true }).fill('Pace');
  await page.getByLabel('Statement 2', { exact: true }).fill('Content');
  await page.getByRole('button', { name: 'Delete option 3' }).click();
  await page.getByLabel('Label of 1').fill('Poor');
  await page.getByLabel('Label of the top').fill('Great');

  await addSlide(page, 'Ranking', 'Order the topics');
  for (const [i, text] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    await page.getByLabel(`Item ${i + 1}`, { exact: true }).fill(text);
  }
  await page.getByRole('button', { name: 'Delete option 4' }).click();
  await saved(page);
  // Presenting starts from the selected slide: the first.
  await page.getByRole('button', { name: /^Slide 1: Multiple Answers/ }).click();
  await saved(page);
  await page.screenshot({ path: test.info().outputPath('editor-ranking.png') });
  const deckId = deckIdInEditor(page);

  // The big screen, and three phones joined by nickname.
  const stage = await openStageTab(page.context(), deckId);
  const code = await joinCodeOn(stage);
  const phones: Page[] = [];
  for (const name of ['Ada', 'Bob', 'Cy']) {
    const phone = await openJoinPage(browser, code);
    await phone.getByLabel('Nickname').fill(name);
    await phone.getByRole('button', { name: 'Let’s go' }).click();
    await expect(phone.locator('.session-name')).toHaveText(name);
    phones.push(phone);
  }
  const [ada, bob, cy] = phones as [Page, Page, Page];
  const send = (phone: Page) => phone.getByRole('button', { name: 'Send answer' }).click();
  const start = async () => {
    await stage.getByRole('button', { name: 'Start the question' }).click();
  };
  const next = () => stage.keyboard.press('ArrowRight');

  // 1. Several correct answers: only the exact set scores.
  await next();
  await expect(stage.getByRole('heading', { name: 'Which are planets?' })).toBeVisible();
  await start();
  for (const [phone, picks] of [
    [ada, ['Mars', 'Venus']],
    [bob, ['Mars']],
    [cy, ['Mars', 'Venus', 'Moon']],
  ] as const) {
    await expect(phone.getByText('Choose every answer that fits')).toBeVisible({ timeout: 15_000 });
    for (const pick of picks) await phone.getByRole('button', { name: new RegExp(pick) }).click();
    if (phone === ada) {
      await ada.screenshot({ path: test.info().outputPath('phone-multi.png') });
      await expectAccessible(ada, 'phone: several answers');
      await expectReflow(ada, 'phone: several answers', 320);
      await expectAccessible(stage, 'present: question open');
    }
    await send(phone);
  }
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(bob.getByText('Not this time')).toBeVisible();
  await expect(cy.getByText('Not this time')).toBeVisible();
  await expect(stage.getByText('3 answers')).toBeVisible();
  await expectAccessible(stage, 'present: quiz results');
  await expectAccessible(ada, 'phone: quiz result');

  // 2. Type answer: case and one typo forgiven, two typos not.
  await next();
  await expect(stage.getByRole('heading', { name: 'The largest planet?' })).toBeVisible();
  await start();
  for (const [phone, text] of [
    [ada, '  JUPITER '],
    [bob, 'Jupitre'],
    [cy, 'Jupyterr'],
  ] as const) {
    await phone.getByLabel('Your answer').fill(text, { timeout: 15_000 });
    await send(phone);
  }
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(bob.getByText('Correct!')).toBeVisible();
  await expect(cy.getByText('Not this time')).toBeVisible();
  await expect(cy.getByText('Answer: Jupiter')).toBeVisible();
  await expect(stage.getByText('Accepted: Jupiter')).toBeVisible();
  await stage.screenshot({ path: test.info().outputPath('stage-type-answer.png') });
  await expectAccessible(stage, 'present: typed answers');

  // 3. Numeric guess: inside the ±2 band scores, outside does not.
  await next();
  await start();
  for (const [phone, value] of [
    [ada, '1969'],
    [bob, '1971'],
    [cy, '1975'],
  ] as const) {
    await phone.getByLabel('Your number').fill(value, { timeout: 15_000 });
    if (phone === ada) {
      await ada.screenshot({ path: test.info().outputPath('phone-number.png') });
      await expectAccessible(ada, 'phone: number');
    }
    await send(phone);
  }
  await expect(ada.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  await expect(bob.getByText('Correct!')).toBeVisible();
  await expect(cy.getByText('Not this time')).toBeVisible();
  // Typed numbers are grouped only from five digits: years read as years.
  // The correct value is marked at 1969 and the scoring range shaded from 1967 to 1971 only
  // (parts of the 1960–1970 and 1970–1980 columns), not a whole column ticked as right.
  await expect(stage.getByText('Answer: 1969', { exact: true })).toBeVisible();
  await expect(stage.getByText('Points from 1967 to 1971')).toBeVisible();
  await expect(stage.getByTestId('numeric-marker')).toHaveAttribute('style', /left: 69%/);
  await expect(stage.getByTestId('numeric-band')).toHaveAttribute('style', /left: 67%; width: 4%/);
  await expect(stage.getByText('Average 1971.7 · median 1971')).toBeVisible();
  await expect(ada.getByText('1969 ± 2')).toBeVisible();
  await expect(cy.getByTestId('your-guess')).toHaveText('Your guess: 1975');
  await stage.screenshot({ path: test.info().outputPath('stage-numeric.png') });
  await cy.screenshot({ path: test.info().outputPath('phone-numeric-result.png') });

  // 4. Scales: each statement rated, one skipped.
  await next();
  await expect(stage.getByRole('heading', { name: 'How was the talk?' })).toBeVisible();
  for (const [phone, pace, content] of [
    [ada, '4', '5'],
    [bob, '2', null],
    [cy, '3', '5'],
  ] as const) {
    await phone.getByRole('group', { name: 'Pace' }).getByRole('radio', { name: pace }).check();
    if (content) {
      await phone
        .getByRole('group', { name: 'Content' })
        .getByRole('radio', { name: content })
        .check();
    }
    if (phone === bob) {
      await bob.screenshot({ path: test.info().outputPath('phone-scales.png') });
      await expectAccessible(bob, 'phone: scales');
      await expectReflow(bob, 'phone: scales', 320);
    }
    await send(phone);
    await expect(phone.getByText('Vote sent — thanks!')).toBeVisible({ timeout: 15_000 });
  }
  const table = stage.locator('.scale-table');
  await expect(table.getByRole('row', { name: /Pace/ })).toContainText('3');
  await expect(table.getByRole('row', { name: /Content/ })).toContainText('5');
  await expect(table.getByRole('row', { name: /Content/ })).toContainText('1 skipped');
  await expectAccessible(stage, 'present: scales');
  await expectAccessible(ada, 'phone: scales results');

  // 5. Ranking: by the arrows (keyboard and touch alike); the big screen orders by average place.
  await next();
  await expect(stage.getByRole('heading', { name: 'Order the topics' })).toBeVisible();
  await send(ada); // Alpha, Beta, Gamma
  await bob.getByRole('button', { name: 'Move Gamma up' }).click();
  await bob.getByRole('button', { name: 'Move Gamma up' }).click(); // Gamma, Alpha, Beta
  await expect(bob.getByRole('status').filter({ hasText: 'Gamma is now in place 1' })).toHaveCount(
    1,
  );
  await bob.screenshot({ path: test.info().outputPath('phone-ranking.png') });
  await expectAccessible(bob, 'phone: ranking');
  await expectReflow(bob, 'phone: ranking', 320);
  await send(bob);
  await cy.getByRole('button', { name: 'Move Beta up' }).click(); // Beta, Alpha, Gamma
  await send(cy);
  await expect(stage.getByText('3 votes')).toBeVisible({ timeout: 15_000 });
  await expect(stage.locator('.ranking-results__name')).toHaveText(['Alpha', 'Beta', 'Gamma']);
  await expect(stage.locator('.ranking-results__average')).toHaveText([
    'average place 1.7',
    'average place 2',
    'average place 2.3',
  ]);
  await stage.screenshot({ path: test.info().outputPath('stage-ranking.png') });
  await expectAccessible(stage, 'present: ranking');

  // Scores: Ada right three times, Bob twice (the typo, the band), Cy never.
  const score = (phone: Page) => phone.locator('.session-score').textContent();
  const [a, b, c] = await Promise.all([score(ada), score(bob), score(cy)]);
  const points = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
  expect(points(a)).toBeGreaterThan(points(b));
  expect(points(b)).toBeGreaterThan(0);
  expect(points(c)).toBe(0);

  // The report keeps each format's results, as played.
  await page.goto(`/presentation/${deckId}/reports`);
  await page.getByRole('link', { name: 'Open report' }).click();
  const ranking = page.locator('.report-slide').filter({ hasText: 'Order the topics' });
  await expect(ranking.locator('.ranking-results__name')).toHaveText(['Alpha', 'Beta', 'Gamma']);
  const scales = page.locator('.report-slide').filter({ hasText: 'How was the talk?' });
  await expect(scales.getByRole('row', { name: /Content/ })).toContainText('1 skipped');
  await expect(
    page.locator('.report-slide').filter({ hasText: 'The largest planet?' }),
  ).toContainText('Accepted: Jupiter');
  await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });
  await expectAccessible(page, 'report');
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { PresenterApi, presenterWithDeck, right, slide } from '../support/deck-api';
import { joinedPhone, openPhone, openRoomControl, openSignedIn, openStage } from '../support/live';

// Screenshots of the assignment and extra-time screens at phone (portrait and landscape) and
// big-screen sizes, to be looked at; SHOTS_DIR says where (the spec's output folder otherwise).
// Not part of `npm test`: run it with `npm run shots --workspace @crowdeck/e2e` (shots.config.ts).
test.setTimeout(240_000);

const PHONE_SIZES = [
  { name: 'phone-portrait', width: 390, height: 844 },
  { name: 'phone-landscape', width: 844, height: 390 },
] as const;
const SCREEN_SIZES = [
  { name: '1920x1080', width: 1920, height: 1080 },
  { name: '1280x720', width: 1280, height: 720 },
] as const;

function shotPath(name: string): string {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return test.info().outputPath(`${name}.png`);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Saves the page at each size, then puts the first size back. */
async function shoot(
  page: Page,
  name: string,
  sizes: readonly { name: string; width: number; height: number }[],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Layout settles (fit-to-screen text measures itself after a resize).
    await page.waitForTimeout(300);
    await page.screenshot({ path: shotPath(`${name}-${size.name}`) });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    );
    expect.soft(sideways, `${name} at ${size.name} scrolls sideways`).toBe(false);
  }
  const first = sizes[0];
  if (first) await page.setViewportSize({ width: first.width, height: first.height });
}

test('assignment screens: presenter, phone player, report', async ({ browser }) => {
  const api = await PresenterApi.registered();
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, {
    title: 'Homework quiz on the planets of the solar system and their moons',
  });
  await api.createSlide(
    deck.id,
    'quiz',
    'Which planet of the solar system is the largest, by both mass and diameter, of all eight?',
    [
      { text: 'Mars, the red one' },
      { text: 'Jupiter, the gas giant with the great red spot', isCorrect: true },
      { text: 'Saturn' },
      { text: 'Neptune' },
    ],
  );
  await api.createSlide(deck.id, 'poll', 'Was it fun?', [{ text: 'Yes' }, { text: 'No' }]);

  const presenter = await openSignedIn(browser, api, `/presentation/${deck.id}/assignments`, {
    viewport: { width: 1920, height: 1080 },
  });
  await expect(presenter.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
  await shoot(presenter, 'assign-presenter-empty', SCREEN_SIZES);
  await presenter.getByRole('button', { name: 'Create assignment' }).click();
  const link = presenter.getByTestId('assignment-link');
  await expect(link).toBeVisible();
  await shoot(presenter, 'assign-presenter-created', SCREEN_SIZES);
  const address = (await link.textContent()) ?? '';

  const phone = await openPhone(browser);
  await phone.goto(address);
  await expect(phone.getByLabel('Your nickname')).toBeVisible();
  await shoot(phone, 'assign-phone-start', PHONE_SIZES);
  await phone.getByLabel('Your nickname').fill('Ada');
  await phone.getByRole('button', { name: 'Start' }).click();
  await expect(phone.getByText('Slide 1 of 2')).toBeVisible();
  await shoot(phone, 'assign-phone-question', PHONE_SIZES);
  await phone.getByRole('button', { name: /Jupiter/ }).click();
  await expect(phone.getByText('Slide 2 of 2')).toBeVisible();
  await phone.getByRole('button', { name: 'Yes' }).click();
  await expect(phone.getByText('Your score: 1000 points')).toBeVisible();
  await shoot(phone, 'assign-phone-done', PHONE_SIZES);

  await presenter.reload();
  await expect(presenter.getByText('Started: 1 · Finished: 1')).toBeVisible();
  await shoot(presenter, 'assign-presenter-taken', SCREEN_SIZES);
  await presenter.getByRole('link', { name: 'Open report' }).click();
  await expect(presenter.getByText('Ada').first()).toBeVisible();
  await shoot(presenter, 'assign-report', SCREEN_SIZES);
});

test('extra time screens: the phone entering the code, the held question on the big screen', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithDeck('Geography', [
    slide('quiz', 'What is the capital of France?', [right('Paris'), 'Rome', 'Madrid', 'Berlin'], {
      timeLimitSec: 10,
    }),
  ]);

  const stage = await openStage(browser, api, deck.id, { width: 1920, height: 1080 });
  const control = await openRoomControl(stage);

  const join = async (name: string) => {
    return joinedPhone(browser, deck.uniqueCode, name, { waitIn: false });
  };
  const slow = await join('Sam');
  const other = await join('Kim');
  await expect(control.getByText('Sam')).toBeVisible();
  await control.getByRole('button', { name: 'Show the extra time code' }).click();
  const code = (await control.getByTestId('extra-time-code').innerText()).replace(/\D/gu, '');

  // Sam enters the code on the phone: the form, a wrong code, then the right one.
  await slow.getByRole('button', { name: 'I have an extra time code' }).click();
  await expect(slow.getByLabel('Extra time code')).toBeVisible();
  await shoot(slow, 'extratime-phone-code', PHONE_SIZES);
  await slow.getByLabel('Extra time code').fill(code === '000000' ? '000001' : '000000');
  await slow.getByRole('button', { name: 'Use the code' }).click();
  await expect(slow.getByRole('alert')).toContainText('That code does not work');
  await shoot(slow, 'extratime-phone-code-wrong', PHONE_SIZES);
  await slow.getByLabel('Extra time code').fill(code);
  await slow.getByRole('button', { name: 'Use the code' }).click();
  await expect(slow.getByTestId('extra-time-given')).toBeVisible();
  await shoot(slow, 'extratime-phone-code-given', PHONE_SIZES);

  // The question runs; Kim's time ends, Sam's goes on: the big screen holds the results.
  await stage.bringToFront();
  await stage.keyboard.press('Enter');
  await stage.getByRole('button', { name: 'Start the question' }).click();
  await expect(other.getByRole('button', { name: /Paris/ })).toBeVisible({ timeout: 15_000 });
  await shoot(stage, 'extratime-stage-open', SCREEN_SIZES);
  await expect(other.getByTestId('closed-reason')).toBeVisible({ timeout: 20_000 });
  await expect(stage.getByTestId('question-held')).toBeVisible();
  await expect(stage.getByText('Sam')).toHaveCount(0);
  await shoot(stage, 'extratime-stage-held', SCREEN_SIZES);
  await shoot(slow, 'extratime-phone-still-open', PHONE_SIZES);
  await shoot(other, 'extratime-phone-closed', PHONE_SIZES);
  await slow.getByRole('button', { name: /Paris/ }).click();
  await expect(stage.getByTestId('question-held')).toHaveCount(0, { timeout: 15_000 });
  await shoot(stage, 'extratime-stage-after', SCREEN_SIZES);
});

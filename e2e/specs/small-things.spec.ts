import { expect, test, type Browser } from '@playwright/test';
import { API_PATHS, DECK_LIMITS } from '@crowdeck/core';
import {
  PresenterApi,
  presenterWithDeck,
  right,
  slide,
  planetQuiz,
  presenterWithPollDeck,
} from '../support/deck-api';
import { joinedPhone, openStage, signInContext } from '../support/live';

async function signedIn(browser: Browser, api: PresenterApi, width = 1440, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  await signInContext(context, api);
  return context.newPage();
}

test('Present from the home list starts at the first slide, not the one last edited', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithPollDeck('From the start');
  await api.createSlide(deck.id, 'wordCloud', 'One word');
  const last = await api.createSlide(deck.id, 'openEnded', 'Ideas?');
  await api.setActiveSlide(deck.id, last);
  const page = await signedIn(browser, api);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Present From the start' }).click();
  await expect(page.getByText('Slide 1 of 3')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/present/${deck.id}$`));
});

test('the editor counts option characters, shows whole point choices and titles leaderboards', async ({
  browser,
}, testInfo) => {
  const api = await PresenterApi.registered();
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, {
    title: 'Editor wording',
  });
  await api.createSlide(deck.id, 'quiz', 'Largest planet?');
  await api.createSlide(deck.id, 'leaderboard', '');
  const page = await signedIn(browser, api, 1280, 720);
  await page.goto(`/presentation/${deck.id}`);
  await page.getByRole('button', { name: /^Slide 1:/ }).click();

  const option = page.getByLabel('Option 1', { exact: true });
  await option.fill('x'.repeat(DECK_LIMITS.optionTextMax + 5));
  await expect(option).toHaveValue('x'.repeat(DECK_LIMITS.optionTextMax));
  await expect(
    page.getByText(`${DECK_LIMITS.optionTextMax}/${DECK_LIMITS.optionTextMax}`),
  ).toBeVisible();

  // The Points select is wide enough for its longest choice.
  const points = page.getByLabel('Points');
  const room = await points.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = Array.from(select.options)
      .map((o) => o.text)
      .sort((a, b) => b.length - a.length)[0]!;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    // Padding and the arrow take about 40 px.
    return select.clientWidth - 40 - needed;
  });
  expect(room).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('editor-quiz.png') });

  await page.getByRole('button', { name: /^Slide 2:/ }).click();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveAttribute('placeholder', /title/i);
  await expect(page.getByText('Your question')).toHaveCount(0);
  await expect(page.getByText('No question yet')).toHaveCount(0);

  // The present menu's slide list names the untitled leaderboard, not a missing question.
  await page.goto(`/present/${deck.id}`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const slides = page.getByRole('complementary', { name: 'Presenter menu' });
  await expect(slides.getByText('Largest planet?')).toBeVisible();
  await expect(slides.getByText('No question yet')).toHaveCount(0);
});

test('phones: next question, grouped scores, all answers sent, and going offline', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const quiz = { points: DECK_LIMITS.quizPointsMax };
  const { api, deck } = await presenterWithDeck('Phone words', [
    planetQuiz(quiz),
    slide('quiz', 'Legs on a spider?', ['Six', right('Eight')], quiz),
    slide('leaderboard', 'Standings'),
    slide('openEnded', 'Ideas?', [], { entriesPerParticipant: 3 }),
  ]);

  const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
  const phone = await joinedPhone(browser, deck.uniqueCode, 'Ada');
  const phoneContext = phone.context();

  await stage.keyboard.press('Enter');
  await stage.keyboard.press('Enter');
  await phone.getByRole('button', { name: /Jupiter/ }).click();
  await expect(phone.getByText('Correct!')).toBeVisible({ timeout: 15_000 });
  const score = (await phone.locator('.session-score').innerText()).replace(' pts', '');
  expect(score).toMatch(/^1,\d{3}$/);

  // Between questions: not the lobby's "You're in!", but the next question and the score.
  await stage.keyboard.press('ArrowRight');
  await expect(
    phone.getByRole('heading', { name: 'Get ready for the next question' }),
  ).toBeVisible();
  await expect(phone.getByText(`Your score so far: ${score} points`)).toBeVisible();
  await expect(phone.getByText('You’re in!')).toHaveCount(0);
  await phone.screenshot({ path: testInfo.outputPath('phone-next-question.png') });

  // The big screen writes the points the way the phone does.
  await stage.keyboard.press('ArrowRight');
  const board = stage.getByRole('list', { name: 'Top players' });
  await expect(board.getByText(`${score} points`)).toBeVisible();

  // Open-ended: after the three answers allowed, the phone says why no more can be sent.
  await stage.keyboard.press('ArrowRight');
  for (const idea of ['More demos', 'Longer breaks', 'Pizza']) {
    const another = phone.getByRole('button', { name: 'Send another answer' });
    if (await another.isVisible()) await another.click();
    await phone.getByLabel('Your answer').fill(idea);
    await phone.getByRole('button', { name: 'Send answer' }).click();
    await expect(phone.getByText('Your answer was sent')).toBeVisible();
  }
  await expect(phone.getByText('You’ve sent the 3 answers allowed.')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Send another answer' })).toHaveCount(0);

  // Offline: a clear banner at once; it goes when the network is back.
  await phoneContext.setOffline(true);
  await expect(phone.getByText('Connection lost — reconnecting…')).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('phone-offline.png') });
  await phoneContext.setOffline(false);
  await expect(phone.getByText('Connection lost — reconnecting…')).toBeHidden({ timeout: 20_000 });
  // Back as the same player: the next slide reaches the phone, which keeps its name and score.
  await stage.keyboard.press('ArrowLeft');
  await expect(phone.locator('.session-score')).toHaveText(`${score} pts`);
  await expect(phone.getByText('Ada', { exact: true })).toBeVisible();
});

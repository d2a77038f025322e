import { expect, test } from '@playwright/test';
import { API_PATHS, type TEmbedToken } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { presenterWithPollDeck } from '../support/deck-api';
import { E2E_PRESENTER_URL } from '../support/env';
import { frameOnHost, serveFrameHost } from '../support/frame-host';
import { closePhones, joinPhone, type TJoinResult } from '../support/phones';
import { signInContext } from '../support/live';

test.setTimeout(120_000);

/** Another site: a page on another loopback address that frames whatever `?src=` names. */
serveFrameHost('Host', 'frame');

test('another site frames the live embed: join screen, results within a second of a vote, leaderboard, turned off', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithPollDeck('All hands');
  const detail = () =>
    api.call<{ Slides: { id: string; options: { id: string }[] }[] }>(
      'GET',
      `${API_PATHS.presentationDetail}${deck.id}/`,
    );
  const quiz = await api.createSlide(deck.id, 'quiz', 'Capital of France?', [
    { text: 'Paris', isCorrect: true },
    { text: 'Lyon' },
  ]);
  const made = await api.call<TEmbedToken>('POST', `${API_PATHS.embedTokens}${deck.id}/`, {
    label: 'Conference site',
  });
  expect(made.url).toBe(`${E2E_PRESENTER_URL}/embed/${made.token}`);
  const slides = await detail();
  const poll = slides.Slides[0]!;
  await api.setActiveSlide(deck.id, poll.id);

  // The presenter opens present mode: the lobby; the embed follows the big screen.
  const presenter = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await signInContext(presenter, api);
  const stage = await presenter.newPage();
  await stage.goto(`/present/${deck.id}`);
  await expect(stage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(stage.locator('section.lobby')).toBeVisible();

  const site = await browser.newContext();
  const page = await site.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const frame = await frameOnHost(page, made.url);
  await expect(frame.locator('.embed-join .lobby__address-code')).toHaveText(deck.uniqueCode);
  await expect(frame.locator('.embed-join .lobby__qr svg')).toBeVisible();
  // Its own small chunk and the present view's pieces: never the editor's.
  expect(scripts.some((url) => /embed-screen-/.test(url))).toBe(true);
  expect(
    scripts.filter((url) => /presentation-screen-|editor-layout-|home-screen-/.test(url)),
  ).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('embed-join-400x300.png') });

  const phones: TJoinResult[] = [];
  try {
    const phone = await joinPhone(deck.uniqueCode, 'Zoë');
    phones.push(phone);
    expect(phone.ok).toBe(true);
    await expect(frame.locator('.lobby__count-number')).toHaveText('1');

    // The presenter shows the poll: the frame shows its results.
    await stage.getByRole('button', { name: 'Show the slide' }).click();
    await expect(frame.locator('.present-slide__question')).toHaveText('Lunch?');
    await expect(frame.locator('.stage__count')).toContainText('0 votes');

    const sentAt = Date.now();
    const ack = (await phone.socket.timeout(5_000).emitWithAck('answer:submit', {
      requestId: crypto.randomUUID(),
      slideId: poll.id,
      optionId: poll.options[0]!.id,
    })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    await frame.waitForFunction(
      () => document.querySelector('.stage__count')?.textContent?.startsWith('1 vote'),
      undefined,
      { polling: 'raf', timeout: 1_000 },
    );
    const updatedMs = Date.now() - sentAt;
    console.info(`embed updated ${updatedMs} ms after the vote was sent`);
    expect(updatedMs).toBeLessThan(1_000);
    // Read-only: the present view's buttons are not there to press.
    await expect(frame.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('embed-results-400x300.png') });

    // Full screen, the same view.
    const big = await frameOnHost(page, made.url, { w: 1280, h: 720 });
    await expect(big.locator('.stage__count')).toContainText('1 vote');
    await page.screenshot({ path: test.info().outputPath('embed-results-1280x720.png') });

    // A quiz, then the leaderboard view of the same link.
    await api.call('POST', `${API_PATHS.slideGame}${quiz}/`, { action: 'start' });
    await expect
      .poll(
        async () =>
          (
            (await phone.socket.timeout(5_000).emitWithAck('answer:submit', {
              requestId: crypto.randomUUID(),
              slideId: quiz,
              optionId: slides.Slides[1]!.options[0]!.id,
            })) as { ok: boolean }
          ).ok,
        { timeout: 10_000, intervals: [500] },
      )
      .toBe(true);
    await api.call('POST', `${API_PATHS.slideGame}${quiz}/`, { action: 'close' });
    const board = await frameOnHost(page, `${made.url}?view=leaderboard`, { w: 800, h: 450 });
    await expect(board.locator('.leaderboard__name')).toHaveText(['Zoë']);
    // The rows slide in: wait for them to settle before the picture.
    await board
      .locator('.leaderboard__row')
      .evaluate((row) => Promise.all(row.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: test.info().outputPath('embed-leaderboard-800x450.png') });

    // Opened on its own (full screen), one slide pinned, it passes the accessibility checks.
    const alone = await site.newPage();
    await alone.goto(`${made.url}?view=results&slide=${poll.id}`);
    await expect(alone.locator('.stage__count')).toContainText('1 vote');
    await expectAccessible(alone, 'embed results');
    await alone.close();

    // Turned off: the open frame says so in plain words.
    const small = await frameOnHost(page, made.url);
    await expect(small.locator('.stage__count, .leaderboard, .lobby')).not.toHaveCount(0);
    await api.call('DELETE', `${API_PATHS.embedTokens}${deck.id}/${made.id}/`);
    await expect(small.getByRole('heading', { name: 'This live view is off' })).toBeVisible();
    await expect(small.getByText(/turned off by its presenter/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('embed-revoked-400x300.png') });
  } finally {
    closePhones(phones);
    await site.close();
    await presenter.close();
  }
});

test('the presenter app refuses to be framed by another site', async ({ browser }) => {
  const { deck } = await presenterWithPollDeck('Private');
  const site = await browser.newContext();
  const page = await site.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  for (const path of ['/home', `/presentation/${deck.id}`, `/present/${deck.id}`, '/login']) {
    refused.length = 0;
    const frame = await frameOnHost(page, `${E2E_PRESENTER_URL}${path}`);
    await expect.poll(() => refused.length, { message: path }).toBeGreaterThan(0);
    expect(refused[0]).toContain("frame-ancestors 'self'");
    // Nothing of the app runs inside: the frame holds Chromium's error page, not ours.
    expect(frame.url()).not.toContain(E2E_PRESENTER_URL);
  }
});

test('the Share / Embed dialog lists, creates, copies and turns off links', async ({ browser }) => {
  const { api, deck } = await presenterWithPollDeck('Quarterly review');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: E2E_PRESENTER_URL,
  });
  await signInContext(context, api);
  const page = await context.newPage();
  await page.goto(`/presentation/${deck.id}`);
  await page.getByRole('button', { name: 'Share / Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share and embed a live view' });
  await expect(dialog.getByText('No links yet')).toBeVisible();
  // Keyboard only: the name field is first, then the view, then Create link.
  await page.keyboard.type('PowerPoint');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Create link' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('PowerPoint');
  const links = await api.call<TEmbedToken[]>('GET', `${API_PATHS.embedTokens}${deck.id}/`);
  expect(links).toHaveLength(1);
  await expect(dialog.getByRole('textbox', { name: /^Link of \W*PowerPoint\W*$/ })).toHaveValue(
    links[0]!.url,
  );
  await dialog.getByRole('button', { name: 'Copy embed code' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain(`<iframe src="${links[0]!.url}"`);
  await page.screenshot({ path: test.info().outputPath('share-dialog-1280x800.png') });

  // On a phone, the same dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('share-dialog-phone.png') });

  await dialog.getByRole('button', { name: /^Turn off \W*PowerPoint\W*$/ }).click();
  await expect(dialog.getByText('No links yet')).toBeVisible();
  await expectAccessible(page, 'share dialog');
  expect(await api.call('GET', `${API_PATHS.embedTokens}${deck.id}/`)).toEqual([]);
  await context.close();
});

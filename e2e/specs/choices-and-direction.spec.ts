import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { presenterWithDeck, slide, type PresenterApi } from '../support/deck-api';
import { openJoinPage, openSignedIn } from '../support/live';

test.setTimeout(180_000);

/** A phone at 390×844 in `locale`, joined to the deck with `name`. */
async function joinPhone(browser: Browser, code: string, name: string, locale = 'en-US') {
  const page = await openJoinPage(browser, code, { locale });
  // Decks without a quiz join without a nickname.
  const nickname = page.locator('#nickname');
  await expect(nickname.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible({
    timeout: 15_000,
  });
  if (await nickname.isVisible()) {
    await nickname.fill(name);
    await page.locator('form button[type="submit"]').first().click();
  }
  return page;
}

/** A presenter window of the deck, signed in, in `locale`. */
function presenterPage(browser: Browser, api: PresenterApi, path: string, locale = 'en-US') {
  return openSignedIn(browser, api, path, { viewport: { width: 1280, height: 720 }, locale });
}

test('an "up to 2" poll says why a third pick is refused, and shows shares of people everywhere', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithDeck('Breakfast', [
    slide('poll', 'What do you drink?', ['Tea', 'Coffee', 'Juice'], {
      format: 'multi',
      settings: { maxChoices: 2 },
    }),
  ]);
  const stage = await presenterPage(browser, api, `/present/${deck.id}`);
  await expect(stage.locator('.lobby')).toBeVisible();
  const control = await presenterPage(browser, api, `/presentation/${deck.id}/control`);
  await control.getByRole('button', { name: 'Hide the join screen' }).click();
  await expect(stage.locator('.lobby')).toBeHidden();

  const picks = [
    ['Ada', ['Tea', 'Coffee']],
    ['Bo', ['Tea', 'Juice']],
    ['Cy', ['Coffee']],
  ] as const;
  const phones: Page[] = [];
  for (const [name, chosen] of picks) {
    const phone = await joinPhone(browser, deck.uniqueCode, name);
    phones.push(phone);
    await expect(phone.getByText('Choose up to 2 answers, then send.')).toBeVisible({
      timeout: 15_000,
    });
    for (const pick of chosen) await phone.getByRole('button', { name: pick }).click();
    if (name === 'Ada') {
      // A third pick is refused with a word, in a live region.
      await phone.getByRole('button', { name: 'Juice' }).click();
      const limit = phone.getByTestId('multi-limit');
      await expect(limit).toHaveText(
        'You can choose up to 2 answers: tap one of yours to change it.',
      );
      await expect(limit).toHaveAttribute('aria-live', 'polite');
      await phone.screenshot({ path: test.info().outputPath('phone-up-to-2.png') });
      await expectAccessible(phone, 'phone: a third pick refused');
    }
    await phone.getByRole('button', { name: 'Send answer' }).click();
  }

  // Tea: 2 of 3 people (67 %), not 2 of 5 picks (40 %); Juice 1 of 3 (33 %).
  const stageRow = (text: string) => stage.locator('.result-bar').filter({ hasText: text });
  await expect(stageRow('Tea')).toContainText('67%', { timeout: 15_000 });
  await expect(stageRow('Coffee')).toContainText('67%');
  await expect(stageRow('Juice')).toContainText('33%');
  await stage.screenshot({ path: test.info().outputPath('stage-shares.png') });
  const controlRow = control.locator('.result-bar').filter({ hasText: 'Tea' });
  await expect(controlRow).toContainText('67%');
  await control.screenshot({ path: test.info().outputPath('control-shares.png'), fullPage: true });
  const phoneRow = phones[2]!.locator('.bar').filter({ hasText: 'Tea' });
  await expect(phoneRow).toContainText('67%');
  await phones[2]!.screenshot({ path: test.info().outputPath('phone-shares.png') });
});

test('in Arabic, Latin text keeps its own direction on every screen, and the counter reads 0 / 280', async ({
  browser,
}) => {
  const { api, deck } = await presenterWithDeck('Exam week', [
    slide('poll', 'When is the test?', ['Monday?', 'Friday!']),
  ]);
  await api.call('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true });

  // Elements showing typed text take their direction from it: Latin reads left to right.
  const expectLtr = async (page: Page, text: string) => {
    const found = page.getByText(text, { exact: true }).first();
    await expect(found).toBeVisible({ timeout: 15_000 });
    expect(await found.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  };

  const editor = await presenterPage(browser, api, `/presentation/${deck.id}`, 'ar-EG');
  await expect(editor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectLtr(editor, 'When is the test?');
  await expect(editor.locator('textarea').first()).toHaveAttribute('dir', 'auto');
  await editor.screenshot({ path: test.info().outputPath('editor-ar.png') });

  const stage = await presenterPage(browser, api, `/present/${deck.id}`, 'ar-EG');
  await expect(stage.locator('.lobby')).toBeVisible();
  await expectLtr(stage, 'Exam week');
  const control = await presenterPage(browser, api, `/presentation/${deck.id}/control`, 'ar-EG');
  await control.getByRole('button', { name: 'إخفاء شاشة الانضمام' }).click();
  await expect(stage.locator('.lobby')).toBeHidden();
  await expectLtr(stage, 'When is the test?');
  await expectLtr(stage, 'Monday?');

  const phone = await joinPhone(browser, deck.uniqueCode, 'Ada', 'ar-EG');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectLtr(phone, 'When is the test?');
  await phone.getByRole('tab', { name: 'الأسئلة' }).click();
  const counter = phone.locator('#qa-counter bdi');
  await expect(counter).toHaveText('0 / 280');
  expect(await counter.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await phone.getByLabel('سؤالك').fill('Is it open book?');
  await expect(counter).toHaveText('16 / 280');
  await phone.screenshot({ path: test.info().outputPath('phone-ar-counter.png') });
  await phone.getByRole('button', { name: 'اسأل' }).click();

  await stage.screenshot({ path: test.info().outputPath('stage-ar.png') });
  await expectLtr(control, 'Exam week');
  const asked = control.locator('.room-list__text bdi').filter({ hasText: 'Is it open book?' });
  await expect(asked).toBeVisible();
  expect(await asked.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await control.screenshot({ path: test.info().outputPath('control-ar.png'), fullPage: true });
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_PRESENTER_URL } from '../support/env';

test.setTimeout(180_000);

async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Starts the assignment on a phone with a nickname. */
async function start(phone: Page, link: string, name: string): Promise<void> {
  await phone.goto(link);
  await phone.getByLabel('Your nickname').fill(name);
  await phone.getByRole('button', { name: 'Start' }).click();
  await expect(phone.getByText('Slide 1 of 2')).toBeVisible();
}

test('a presenter creates an assignment; two phones take it at their own pace, one after a reload; the report lists both', async ({
  browser,
}) => {
  const api = new PresenterApi();
  await api.register();
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, {
    title: 'Homework quiz',
  });
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', [
    { text: 'Mars' },
    { text: 'Jupiter', isCorrect: true },
  ]);
  await api.createSlide(deck.id, 'poll', 'Was it fun?', [{ text: 'Yes' }, { text: 'No' }]);

  const presenter = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await presenter
    .context()
    .addCookies([{ name: 'crowdeckToken', value: api.token, url: E2E_PRESENTER_URL }]);
  await presenter.goto(`/presentation/${deck.id}/reports`);
  await presenter.getByRole('link', { name: 'Assignments' }).click();
  await expect(presenter.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
  await presenter.getByRole('button', { name: 'Create assignment' }).click();
  const link = presenter.getByTestId('assignment-link');
  await expect(link).toBeVisible();
  await expectAccessible(presenter, 'assignments');
  const address = (await link.textContent()) ?? '';
  expect(address).toMatch(/\/a\/[a-z0-9]{10}$/);

  // Ada answers at once; Ben starts, reloads, and carries on where he was.
  const [ada, ben] = [await openPhone(browser), await openPhone(browser)];
  await start(ada, address, 'Ada');
  await ada.getByRole('button', { name: 'Jupiter' }).click();
  await expect(ada.getByText('Slide 2 of 2')).toBeVisible();
  await ada.getByRole('button', { name: 'Yes' }).click();
  await expect(ada.getByText('Your score: 1000 points')).toBeVisible();
  await expect(ada.getByText('Correct answer: Jupiter')).toBeVisible();

  await start(ben, address, 'Ben');
  await ben.getByRole('button', { name: 'Mars' }).click();
  await expect(ben.getByText('Slide 2 of 2')).toBeVisible();
  await ben.reload();
  await expect(ben.getByText('Slide 2 of 2')).toBeVisible();
  await expectAccessible(ben, 'phone: assignment');
  await ben.getByRole('button', { name: 'No' }).click();
  await expect(ben.getByText('Your score: 0 points')).toBeVisible();

  await presenter.reload();
  await expect(presenter.getByText('Started: 2 · Finished: 2')).toBeVisible();
  await presenter.getByRole('link', { name: 'Open report' }).click();
  await expect(presenter.getByText('Ada').first()).toBeVisible();
  await expect(presenter.getByText('Ben').first()).toBeVisible();
});

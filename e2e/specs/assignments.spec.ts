import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { startTestProvider, type TTestProvider } from '@crowdeck/test-oidc-provider';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from '../support/env';
import { createCustomOrganisation } from '../support/operator-api';
import { readTestTls } from '../support/test-tls';

test.setTimeout(180_000);

/** The presenter's assignment page counts the phones (`counts`), and its report names `names`. */
async function expectReport(presenter: Page, counts: string, names: string[]): Promise<void> {
  await presenter.reload();
  await expect(presenter.getByText(counts)).toBeVisible();
  await presenter.getByRole('link', { name: 'Open report' }).click();
  for (const name of names) await expect(presenter.getByText(name).first()).toBeVisible();
}

async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // The organisation's provider of the sign-in test speaks https with a throw-away certificate.
    ignoreHTTPSErrors: true,
  });
  return context.newPage();
}

/** A quiz (Jupiter is right) and a poll. */
async function homeworkDeck(api: PresenterApi, title: string): Promise<{ id: string }> {
  const deck = await api.call<{ id: string }>('POST', API_PATHS.presentationCreate, { title });
  await api.createSlide(deck.id, 'quiz', 'Largest planet?', [
    { text: 'Mars' },
    { text: 'Jupiter', isCorrect: true },
  ]);
  await api.createSlide(deck.id, 'poll', 'Was it fun?', [{ text: 'Yes' }, { text: 'No' }]);
  return deck;
}

/** The presenter's browser, signed in with the API's token. */
async function openPresenter(browser: Browser, token: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await page
    .context()
    .addCookies([{ name: 'crowdeckToken', value: token, url: E2E_PRESENTER_URL }]);
  return page;
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
  const api = await PresenterApi.registered();
  const deck = await homeworkDeck(api, 'Homework quiz');
  const presenter = await openPresenter(browser, api.token);
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

  await expectReport(presenter, 'Started: 2 · Finished: 2', ['Ada', 'Ben']);
});

test('an assignment that asks for the organisation’s sign-in: a phone signs in through the real provider, comes back on another phone where it was, and the report names the person', async ({
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const organisationName = `Northwind School ${id}`;
  const api = new PresenterApi();
  const { email } = await api.register();
  await createCustomOrganisation({ name: organisationName, audienceLimit: 40, ownerEmail: email });
  let provider: TTestProvider | null = null;
  try {
    provider = await startTestProvider(`${E2E_PRESENTER_URL}${API_PATHS.ssoCallback}`, {
      tls: readTestTls(),
    });
    await api.call('PUT', API_PATHS.organisationSso, {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    const deck = await homeworkDeck(api, 'Signed homework');

    // The setting is offered (single sign-on is set up) and chosen.
    const presenter = await openPresenter(browser, api.token);
    await presenter.goto(`/presentation/${deck.id}/assignments`);
    await presenter
      .getByRole('checkbox', {
        name: 'Participants sign in with the organisation’s single sign-on',
      })
      .check();
    await presenter.getByRole('button', { name: 'Create assignment' }).click();
    const link = presenter.getByTestId('assignment-link');
    await expect(link).toBeVisible();
    await expect(presenter.getByText('Organisation sign-in')).toBeVisible();
    await expectAccessible(presenter, 'assignments with the organisation sign-in setting');
    const address = (await link.textContent()) ?? '';
    expect(address.startsWith(`${E2E_AUDIENCE_URL}/a/`)).toBe(true);

    // The phone is asked to sign in with the organisation, not for a nickname.
    const phone = await openPhone(browser);
    await phone.goto(address);
    await expect(phone.getByRole('heading', { name: 'Sign in to start' })).toBeVisible();
    await expect(phone.getByLabel('Your nickname')).toHaveCount(0);
    await expectAccessible(phone, 'phone: assignment sign-in');

    // A sign-in the phone cannot trust (an altered ID token) comes back with a plain message.
    provider.signInAs({ sub: `pupil-${id}`, name: 'Grace Hopper', email_verified: true });
    // Same length, so the response stays well-formed: only the signature gives it away.
    provider.tamperNextIdToken((claims) => ({ ...claims, name: 'Grace Hoppex' }));
    await phone.getByRole('link', { name: `Sign in with ${organisationName}` }).click();
    await expect(phone.getByText('Your organisation’s sign-in could not be checked.')).toBeVisible({
      timeout: 20_000,
    });
    expect(phone.url()).toBe(address);
    await expectAccessible(phone, 'phone: assignment sign-in failed');

    // Signing in again through the real provider starts the assignment under the real name.
    provider.signInAs({ sub: `pupil-${id}`, name: 'Grace Hopper', email_verified: true });
    await phone.getByRole('link', { name: 'Sign in again' }).click();
    await expect(phone.getByText('Signed in as Grace Hopper')).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByText('Slide 1 of 2')).toBeVisible();
    expect(phone.url()).toBe(address);
    await expectAccessible(phone, 'phone: assignment signed in');
    await phone.getByRole('button', { name: 'Jupiter' }).click();
    await expect(phone.getByText('Slide 2 of 2')).toBeVisible();
    await phone.reload();
    await expect(phone.getByText('Slide 2 of 2')).toBeVisible();

    // The same person on another phone: signing in brings them to where they were.
    const tablet = await openPhone(browser);
    await tablet.goto(address);
    provider.signInAs({ sub: `pupil-${id}`, name: 'Grace Hopper', email_verified: true });
    await tablet.getByRole('link', { name: `Sign in with ${organisationName}` }).click();
    await expect(tablet.getByText('Slide 2 of 2')).toBeVisible({ timeout: 20_000 });
    await tablet.getByRole('button', { name: 'Yes' }).click();
    await expect(tablet.getByText('Your score: 1000 points')).toBeVisible();

    // One participant, under the provider's name.
    await expectReport(presenter, 'Started: 1 · Finished: 1', ['Grace Hopper']);
  } finally {
    await provider?.close();
  }
});

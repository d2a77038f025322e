import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { signInThroughForm } from '../support/accounts';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from '../support/env';
import { openPhone } from '../support/live';

test.setTimeout(150_000);

const PANEL = `${E2E_PRESENTER_URL}/integrations/teams/panel.html`;

test('the Teams side panel: sign in through a popup, pick the deck, move the room, run the quiz', async ({
  browser,
}) => {
  // A presenter known by email and password (signed in in the popup) with a poll and a quiz.
  const api = new PresenterApi();
  const email = `teams-${randomUUID().slice(0, 8)}@example.com`;
  const password = `side-panel-${randomUUID().slice(0, 8)}`;
  api.token = (
    await api.call<{ token: string }>('POST', API_PATHS.usersCreate, {
      name: 'Pat Presenter',
      email,
      password,
    })
  ).token;
  const deck = await api.createPollDeck('Team meeting');
  // Long enough for the answer and the panel's screenshot on a loaded machine: the panel's
  // "Show results" closes the question, not its time.
  await api.createSlide(
    deck.id,
    'quiz',
    'Capital of France?',
    [{ text: 'Paris', isCorrect: true }, { text: 'Lyon' }],
    { timeLimitSec: 240 },
  );
  const detail = await api.call<{ Slides: { id: string }[] }>(
    'GET',
    `${API_PATHS.presentationDetail}${deck.id}/`,
  );
  await api.setActiveSlide(deck.id, detail.Slides[0]!.id);

  // The panel's page at side-panel width, outside Teams: what it is, and the controls' sign-in.
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const panel = await context.newPage();
  await panel.goto(PANEL);
  await expect(
    panel.getByText('This page is part of the Crowdeck app for Microsoft Teams.'),
  ).toBeVisible();
  const signIn = panel.getByRole('button', { name: 'Sign in to present' });
  await expect(signIn).toBeVisible();

  // The popup opens on the Crowdeck origin and goes through the app's own sign-in.
  const popupOpened = context.waitForEvent('page');
  await signIn.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/login\?next=%2Fintegrations%2Fteams%2Fconnect$/);
  await signInThroughForm(popup, email, password);
  await expect(popup).toHaveURL(/\/integrations\/teams\/auth\.html$/);
  await expect(popup.getByRole('heading', { name: 'Sign in to present from Teams' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /Team meeting/ }).click();
  await closed;

  // Signed in: the live slide and the counts; the token is the panel's, listed as Teams.
  const controls = panel.getByRole('region', { name: 'Team meeting' });
  await expect(controls).toContainText('Slide 1 of 2: Lunch?');
  await expect(controls).toContainText('Joined: 0');
  const grants = await api.call<{ client: string; presentationId: string }[]>(
    'GET',
    API_PATHS.officeGrants,
  );
  expect(grants).toEqual([expect.objectContaining({ client: 'teams', presentationId: deck.id })]);

  // Two phones join in the audience app; the panel counts them.
  const join = async (name: string) => {
    const page = await openPhone(browser);
    await page.goto(`${E2E_AUDIENCE_URL}/${deck.uniqueCode}`);
    await page.getByLabel('Nickname').fill(name);
    await page.getByRole('button', { name: 'Let’s go' }).click();
    await expect(page.getByText('Lunch?').first()).toBeVisible();
    return page;
  };
  const phone = await join('Ada');
  const other = await join('Bo');
  await expect(controls).toContainText('Joined: 2');

  // Next: the phones follow to the quiz; the panel offers to start the question.
  await controls.getByRole('button', { name: 'Next →' }).click();
  await expect(controls).toContainText('Slide 2 of 2: Capital of France?');
  await expect(phone.getByText('Lunch?')).toHaveCount(0);
  await controls.getByRole('button', { name: 'Start the question' }).click();
  await expect(phone.getByRole('button', { name: /Paris/ })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: /Paris/ })).toBeVisible();
  await phone.getByRole('button', { name: /Paris/ }).click();
  await expect(controls).toContainText('Answers: 1');
  await controls.screenshot({ path: test.info().outputPath('teams-panel.png') });

  // Show results: the question closes before Bo answered; the panel reads it closed.
  await controls.getByRole('button', { name: 'Show results' }).click();
  await expect(controls.getByRole('button', { name: 'Show results' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /Paris/ }))
    .toBeDisabled({ timeout: 15_000 })
    .catch(async () => expect(other.getByRole('button', { name: /Paris/ })).toHaveCount(0));
  const held = await panel.evaluate(
    () =>
      JSON.parse(localStorage.getItem('teams:crowdeck.office.grants') ?? '[]') as {
        token: string;
      }[],
  );
  const state = await fetch(`${E2E_PRESENTER_URL}${API_PATHS.officeAddin}control/`, {
    headers: { authorization: `Bearer ${held[0]!.token}` },
  });
  expect(await state.json()).toMatchObject({ questionPhase: 'closed', responses: 1 });

  // Back: the phone follows to the poll.
  await controls.getByRole('button', { name: '← Previous' }).click();
  await expect(controls).toContainText('Slide 1 of 2: Lunch?');
  await expect(phone.getByText('Lunch?').first()).toBeVisible();

  // What the meeting stage frames: the deck's live view (the stage page itself needs Teams).
  const link = await api.call<{ url: string }>('POST', `${API_PATHS.embedTokens}${deck.id}/`, {
    label: 'Teams',
  });
  const stage = await context.newPage();
  await stage.setViewportSize({ width: 960, height: 540 });
  await stage.goto(`${link.url}?view=live`);
  await expect(stage.getByText(deck.uniqueCode.slice(0, 4)).first()).toBeVisible();
  await stage.screenshot({ path: test.info().outputPath('teams-stage.png') });

  // Signing out deletes the grant: its token is refused from then on.
  await controls.getByRole('button', { name: 'Sign out' }).click();
  await expect(panel.getByRole('button', { name: 'Sign in to present' })).toBeVisible();
  expect(await api.call<unknown[]>('GET', API_PATHS.officeGrants)).toEqual([]);
  await phone.context().close();
  await other.context().close();
  await context.close();
});

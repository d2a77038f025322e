import { expect, test, type Browser, type Page } from '@playwright/test';
import { PresenterApi, presenterWithDeck, right, slide } from '../support/deck-api';
import {
  openJoinPage as openPhone,
  openRoomControl,
  openSignedIn,
  openStage,
} from '../support/live';

test.setTimeout(120_000);

async function pickNickname(phone: Page, name: string): Promise<void> {
  await phone.getByLabel('Nickname').fill(name);
  await phone.getByRole('button', { name: 'Let’s go' }).click();
}

/**
 * A presenter with a deck whose first slide is open-ended, then a quiz (so phones pick a
 * nickname), on the big screen in a 1440 × 900 window.
 */
async function townHallOnStage(browser: Browser) {
  const { api, deck } = await presenterWithDeck('Town hall', [
    slide('openEnded', 'What should we change?'),
    slide('quiz', 'Capital of France?', [right('Paris'), 'Rome']),
  ]);
  const stage = await openStage(browser, api, deck.id, { width: 1440, height: 900 });
  return { api, deck, stage, context: stage.context() };
}

test('the presenter keeps the room: unique nicknames, lock, remove, and private moderation', async ({
  browser,
}) => {
  const { deck, stage } = await townHallOnStage(browser);

  // The control view opens from the menu in a window of its own.
  const control = await openRoomControl(stage);
  await expect(control.getByText('Only you see this page')).toBeVisible();

  // "Bob" then "bob": the second phone is offered a free variant.
  const bob = await openPhone(browser, deck.uniqueCode);
  await pickNickname(bob, 'Bob');
  await expect(bob.getByLabel('Your answer')).toBeVisible();
  const other = await openPhone(browser, deck.uniqueCode);
  await pickNickname(other, 'bób');
  await expect(other.getByRole('alert')).toContainText(
    'Someone here already has this nickname. How about “bób 2”?',
  );
  await expect(other.getByLabel('Nickname')).toHaveValue('bób 2');
  await other.getByRole('button', { name: 'Let’s go' }).click();
  await expect(other.getByLabel('Your answer')).toBeVisible();
  const people = control.getByRole('list', { name: 'People in the room' });
  await expect(people.getByText('bób 2')).toBeVisible();
  await expect(people.getByText('Bob', { exact: true })).toBeVisible();

  // Locked: a new phone is told plainly; a joined phone that reloads is back in.
  await control.getByRole('button', { name: 'Lock the room' }).click();
  await expect(control.getByRole('button', { name: 'Lock the room' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const late = await openPhone(browser, deck.uniqueCode);
  await expect(late.getByText('This session is locked')).toBeVisible();
  await bob.reload();
  await expect(bob.getByLabel('Your answer')).toBeVisible();

  // Removed: the phone is told, stays out after a reload, and leaves the room list.
  await control.getByRole('button', { name: 'Remove bób 2' }).click();
  await control.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(other.getByText('You were removed from this session.')).toBeVisible();
  await other.reload();
  await expect(other.getByText('You were removed from this session.')).toBeVisible();
  await expect(people.getByText('bób 2')).toBeHidden();

  // A filtered answer: the phone is told, the room never sees it, the presenter can show it.
  await bob.getByLabel('Your answer').fill('this is shit');
  await bob.getByRole('button', { name: 'Send answer' }).click();
  await expect(bob.getByText('Your answer was held back by the filter')).toBeVisible();
  const wall = stage.getByRole('list', { name: 'Answers, newest first' });
  const held = control.getByRole('list', { name: /Held back by the filter/ });
  await expect(held.getByText('this is shit')).toBeVisible();
  await expect(stage.getByText('this is shit')).toHaveCount(0);
  await expect(stage.getByRole('button', { name: /Hide/ })).toHaveCount(0);
  await control.getByRole('button', { name: 'Show “this is shit” on screen' }).click();
  await expect(wall.getByText('this is shit')).toBeVisible();
  await control.getByRole('button', { name: 'Hide “this is shit”' }).click();
  await expect(wall.getByText('this is shit')).toBeHidden();
  await expect(
    control.getByRole('list', { name: /Hidden by you/ }).getByText('this is shit'),
  ).toBeVisible();
});

test('a locked room says so on the big screen and opens from there', async ({ browser }) => {
  const { deck, stage, context } = await townHallOnStage(browser);
  const control = await context.newPage();
  await control.goto(`/present/${deck.id}/room`);
  await control.getByRole('button', { name: 'Lock the room' }).click();
  await expect(control.getByRole('button', { name: 'Lock the room' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The lobby and the controls say it, instead of a QR code nobody can use.
  await stage.bringToFront();
  const lobby = stage.locator('.lobby');
  await expect(lobby.getByText('Room locked: new phones can’t join.')).toBeVisible();
  await expect(stage.getByRole('navigation').getByText('Room locked')).toBeVisible();
  await stage.screenshot({ path: 'test-results/room-locked-lobby.png' });
  const late = await openPhone(browser, deck.uniqueCode);
  await expect(late.getByText('This session is locked')).toBeVisible();

  await lobby.getByRole('button', { name: 'Unlock' }).click();
  await expect(lobby.getByText('Room locked: new phones can’t join.')).toBeHidden();
  await expect(stage.getByRole('navigation').getByText('Room locked')).toBeHidden();
  await late.reload();
  await pickNickname(late, 'Late');
  await expect(late.getByLabel('Your answer')).toBeVisible();
});

test('the room view of an unknown presentation says it cannot be shown', async ({ browser }) => {
  const api = await PresenterApi.registered();
  const page = await openSignedIn(browser, api, `/present/${crypto.randomUUID()}/room`, {
    viewport: { width: 1280, height: 800 },
  });
  await expect(page.getByText('This presentation can’t be shown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/room-not-found.png' });
});

import { expectAccessible } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { newPerson, signInThroughForm } from '../support/accounts';
import { PresenterApi } from '../support/deck-api';
import { openStageTab } from '../support/live';
import { closePhones, joinPhone, joinPhones, type TJoinResult } from '../support/phones';

test.setTimeout(240_000);

const SHOTS = 'test-results/billing-screens';
const RENEWS_ON = /Renews on [A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M/;
const ENDS_ON = /Ends on [A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M — then Free/;

/** Screenshots the page on desktop and at 390 px, and checks nothing overflows sideways on the phone. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await expectAccessible(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} overflows sideways at 390 px`).toBeLessThanOrEqual(0);
  if (desktop) await page.setViewportSize(desktop);
}

/** A presenter API client that uses the browser's session. */
async function apiOf(page: Page): Promise<PresenterApi> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'crowdeckToken');
  expect(cookie, 'signed in').toBeTruthy();
  const api = new PresenterApi();
  api.token = cookie?.value ?? '';
  return api;
}

test('a visitor buys Pro Monthly in the sandbox, gets more than 35 phones, stops renewing and falls back to Free', async ({
  page,
}) => {
  const phones: TJoinResult[] = [];
  try {
    // A visitor picks Pro Monthly and is asked to create an account first.
    await page.goto('/pricing');
    await shoot(page, 'pricing-visitor');
    await page.getByRole('link', { name: /Get Pro Monthly/ }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Fpricing%3Fcheckout%3Dpro-monthly$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fpricing%3Fcheckout%3Dpro-monthly',
    );
    const person = newPerson('Grace Hopper');
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed up, the browser continues into the sandbox checkout of Pro Monthly.
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
    await expect(page.getByText('Test mode — no real payment')).toBeVisible();
    await expect(page.getByTestId('sandbox-plan')).toHaveText('Pro Monthly');
    await expect(page.getByText('$19.99 / month')).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await shoot(page, 'sandbox-checkout');

    // On Free, a presentation of theirs admits 35 phones and refuses the 36th.
    const api = await apiOf(page);
    const deck = await api.createPollDeck('All hands');
    const stage = await openStageTab(page.context(), deck.id, { width: 1400, height: 860 });
    await expect(stage.getByText('Waiting for people to join…')).toBeVisible();
    phones.push(...(await joinPhones(deck.uniqueCode, 'Phone', 35)));
    expect(phones.filter((p) => p.ok)).toHaveLength(35);
    const refused = await joinPhone(deck.uniqueCode, 'Phone 36');
    phones.push(refused);
    expect(refused).toMatchObject({ ok: false, code: 'full' });
    await expect(stage.locator('.lobby__count-number')).toHaveText('35');

    // A declined card is explained; "Try again" goes straight into a new checkout.
    await page.getByRole('button', { name: 'Decline card' }).click();
    await expect(page).toHaveURL(/\/checkout-error\?checkout_id=.+&reason=declined/);
    await expect(page.getByRole('heading', { name: 'Your card was declined' })).toBeVisible();
    await expect(page.getByText(/nothing was charged\. Try another card/)).toBeVisible();
    await shoot(page, 'checkout-error');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);

    // Paying lands on /checkout-success, which names the plan and its renewal date.
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(page).toHaveURL(/\/checkout-success\?checkout_id=/);
    await expect(page.getByText(/You are now on Pro Monthly\. It renews on/)).toBeVisible();
    await shoot(page, 'checkout-success');

    // Now the same presentation admits all 40 phones, and the lobby counts them.
    closePhones([refused]);
    const more = await joinPhones(deck.uniqueCode, 'Phone', 5, 36);
    phones.push(...more);
    expect(more.filter((p) => p.ok)).toHaveLength(5);
    await expect(stage.locator('.lobby__count-number')).toHaveText('40');
    await expect(stage.getByText('people have joined')).toBeVisible();

    // Pricing marks Pro Monthly as the current plan; the editor unlocks the Pro fonts.
    await page.goto('/pricing');
    const proCard = page.getByRole('article', { name: 'Pro Monthly' });
    await expect(proCard.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await shoot(page, 'pricing-pro');
    await page.goto(`/presentation/${deck.id}`);
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect(page.getByRole('radio', { name: /Oswald/ })).toBeEnabled();

    // The account shows Pro Monthly with its renewal date.
    await page.goto('/account');
    await expect(page.getByTestId('current-plan')).toHaveText('Pro Monthly');
    await expect(page.getByTestId('plan-period')).toHaveText(RENEWS_ON);
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await shoot(page, 'account-pro');

    // Stop renewing, after confirming: still Pro until the period ends.
    await page.getByRole('button', { name: 'Stop renewing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop renewing?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stop renewing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('plan-period')).toHaveText(ENDS_ON);
    await expect(page.getByTestId('current-plan')).toHaveText('Pro Monthly');
    await expect(page.getByRole('button', { name: 'Stop renewing' })).toHaveCount(0);
    await page.goto('/pricing');
    await expect(proCard.getByRole('button', { name: /Subscribe again/ })).toBeVisible();
    await page.goto('/account');

    // The sandbox test clock ends the period: the account is Free again.
    await page.getByRole('button', { name: 'Sandbox test clock: end this period now' }).click();
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByText('35 people at once')).toBeVisible();
    await shoot(page, 'account-free');
    await page.goto(`/presentation/${deck.id}`);
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect(page.getByRole('radio', { name: /Oswald/ })).toBeDisabled();
    await expect(page.getByText('A custom logo is a Pro feature.', { exact: false })).toBeVisible();

    // Back on Free, a presentation of theirs refuses the 36th phone again.
    closePhones(phones.splice(0));
    await stage.close();
    const second = await api.createPollDeck('After the fall back');
    phones.push(...(await joinPhones(second.uniqueCode, 'Again', 35)));
    expect(phones.filter((p) => p.ok)).toHaveLength(35);
    const again = await joinPhone(second.uniqueCode, 'Again 36');
    phones.push(again);
    expect(again).toMatchObject({ ok: false, code: 'full' });
  } finally {
    closePhones(phones);
  }
});

test('a visitor asks for a Custom plan with the keyboard only', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Contact us' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact us about a Custom plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Analytical Engines Ltd');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2500');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We run town halls for 2,500 people.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/valid email address/)).toBeVisible();
  await expectAccessible(page, 'contact dialog with an error');

  await dialog.getByLabel('Email').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/Our team will answer by email/)).toBeVisible();
  await expectAccessible(page, 'contact request sent');
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
});

test('a returning visitor signs in from the register page, continues to Pro Half-Yearly and cancels', async ({
  page,
}) => {
  const api = new PresenterApi();
  const person = newPerson('Katherine Johnson');
  await api.call('POST', API_PATHS.usersCreate, person);

  await page.goto('/pricing');
  await page.getByRole('tab', { name: 'Half-Yearly' }).click();
  await page.getByRole('link', { name: /Get Pro Half-Yearly/ }).click();
  // The register page's own link, not the pricing page's header one it replaces.
  await expect(page).toHaveURL(/\/register\?next=%2Fpricing%3Fcheckout%3Dpro-half-yearly$/);
  await expect(
    page.getByText('Create your account first; then we take you straight to checkout.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpricing%3Fcheckout%3Dpro-half-yearly$/);
  // The sign-in page drawn: until then the register page's Email field takes the typing.
  await expect(page.getByRole('heading', { name: 'Sign in to Crowdeck' })).toBeVisible();
  await signInThroughForm(page, person.email, person.password);

  await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
  await expect(page.getByTestId('sandbox-plan')).toHaveText('Pro Half-Yearly');
  await expect(page.getByText('$89.94 / 6 months')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout-error\?checkout_id=.+&reason=canceled/);
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  await expect(page.getByText(/you were not charged/)).toBeVisible();
  await expectAccessible(page, 'checkout canceled');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Upgrade: Pro Monthly' })).toBeEnabled();
});

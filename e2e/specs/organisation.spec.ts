import { expect, test, type Page } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectAccessible, expectReflow } from '../support/axe';
import { createCustomOrganisation } from '../support/operator-api';
import { waitForMailLink } from '../support/outbox';

// One long story across two browsers, with axe and screenshots at each screen.
test.setTimeout(180_000);

/** Saves the page at desktop width and at 390 px (a phone), where it must not scroll sideways. */
async function snap(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header is not painted over the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await expectReflow(page, name, 390);
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
}

test('organisation: an owner invites a member, who joins by the mailed link; made admin, then removed', async ({
  page,
  browser,
}) => {
  const owner = newPerson('Grace Hopper');
  const invitee = newPerson('Alan Turing');
  const organisationName = `Analytical Society ${owner.email.slice(4, 12)}`;
  await registerThroughForm(page, owner);
  await createCustomOrganisation({
    name: organisationName,
    audienceLimit: 50_000,
    ownerEmail: owner.email,
  });

  // The owner finds the page from the header and sees name, role, plan and limit.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Organisation', exact: true }).click();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { level: 1, name: organisationName })).toBeVisible();
  await expect(page.getByTestId('organisation-role')).toHaveText('Owner');
  await expect(page.getByTestId('organisation-plan')).toHaveText('Custom');
  await expect(page.getByTestId('organisation-audience')).toHaveText('50,000 people at once');
  await expect(page.getByRole('navigation', { name: 'Organisation settings' })).toBeVisible();
  const members = page.getByRole('list').filter({ has: page.getByText(owner.email) });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No pending invitations.', { exact: false })).toBeVisible();

  // Refusals in plain words: the only owner can't step down…
  await page.getByLabel(`Role of ${owner.name}`).selectOption('member');
  await expect(page.getByText('An organisation keeps at least one owner.')).toBeVisible();
  await expect(page.getByLabel(`Role of ${owner.name}`)).toHaveValue('owner');
  // …nor accept an invitation while in an organisation (the server mails it; accepting refuses).
  const invite = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
  await invite.getByLabel('Email').fill(owner.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${owner.email}.`)).toBeVisible();
  await page.goto(await waitForMailLink(owner.email));
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page.getByText('You already belong to an organisation')).toBeVisible();
  await expectAccessible(page, 'invitation (already in an organisation)');
  await page.getByRole('link', { name: 'Go to your organisation' }).click();
  await page.getByRole('button', { name: `Revoke the invitation to ${owner.email}` }).click();
  await expect(page.getByText('No pending invitations.', { exact: false })).toBeVisible();

  // The owner invites Alan as a member; the invitation waits in the list.
  await invite.getByLabel('Email').fill(invitee.email);
  await expect(invite.getByLabel('Role')).toHaveValue('member');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Revoke the invitation to ${invitee.email}` }),
  ).toBeVisible();
  await expect(invite.getByLabel('Email')).toHaveValue('');
  await expectAccessible(page, 'organisation (owner)');
  await snap(page, 'organisation-owner');

  // A second invitation, revoked at once, leaves only Alan's.
  const stray = newPerson('Stray Person').email;
  await invite.getByLabel('Email').fill(stray);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('button', { name: `Revoke the invitation to ${stray}` }).click();
  await expect(page.getByText(`The invitation to ${stray} was revoked`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Revoke the invitation to ${stray}` }),
  ).toBeHidden();

  // Alan opens the mailed link signed out: asked to sign in or sign up, and brought back.
  const link = await waitForMailLink(invitee.email);
  expect(link).toContain('/invitation?token=');
  const alanContext = await browser.newContext({ locale: 'en-US' });
  const alan = await alanContext.newPage();
  await alan.goto(link);
  await expect(
    alan.getByRole('heading', { name: 'Sign in to accept your invitation' }),
  ).toBeVisible();
  await expectAccessible(alan, 'invitation (signed out)');
  await snap(alan, 'invitation-signed-out');
  await alan.getByRole('link', { name: 'Create an account' }).click();
  await expect(alan).toHaveURL(/\/register\?next=/);
  await alan.getByLabel('Name').fill(invitee.name);
  await alan.getByLabel('Email').fill(invitee.email);
  await alan.getByLabel('Password', { exact: true }).fill(invitee.password);
  await alan.getByRole('button', { name: 'Create account' }).click();
  await expect(alan).toHaveURL(/\/invitation\?token=/);
  await expect(alan.getByRole('heading', { name: 'Join an organisation?' })).toBeVisible();
  await expect(alan.getByText(`You will join as ${invitee.email}.`)).toBeVisible();
  await expectAccessible(alan, 'invitation (signed in)');
  await snap(alan, 'invitation-signed-in');
  await alan.getByRole('button', { name: 'Accept and join' }).click();
  await expect(alan).toHaveURL(/\/organisation$/);
  await expect(alan.getByText(`You joined ${organisationName}.`)).toBeVisible();
  await expect(alan.getByTestId('organisation-role')).toHaveText('Member');
  await expect(alan.getByRole('heading', { name: 'Members', level: 2 })).toBeHidden();
  await expect(alan.getByRole('navigation', { name: 'Organisation settings' })).toBeHidden();
  await expect(alan.getByRole('button', { name: `Leave ${organisationName}` })).toBeVisible();
  await expectAccessible(alan, 'organisation (member)');
  await snap(alan, 'organisation-member');

  // The used link says so in plain words.
  await alan.goto(link);
  await alan.getByRole('button', { name: 'Accept and join' }).click();
  await expect(
    alan.getByRole('heading', { name: 'This invitation can’t be accepted' }),
  ).toBeVisible();
  await expect(
    alan.getByText('This invitation is not valid any more.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(alan, 'invitation (used link)');

  // Alan's account page shows the organisation, role and plan.
  await alan.goto('/account');
  await expect(alan.getByTestId('account-organisation')).toHaveText(organisationName);
  await expect(alan.getByRole('link', { name: 'Open the organisation page' })).toBeVisible();
  await expectAccessible(alan, 'account (member of an organisation)');
  await snap(alan, 'account-organisation');

  // The owner makes Alan admin: Alan now manages members too.
  await page.reload();
  await expect(page.getByText(invitee.email)).toBeVisible();
  await page.getByLabel(`Role of ${invitee.name}`).selectOption('admin');
  await expect(page.getByText(`${invitee.name} is now Admin.`)).toBeVisible();
  await alan.goto('/organisation');
  await expect(alan.getByTestId('organisation-role')).toHaveText('Admin');
  await expect(alan.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible();
  // An admin can't touch the owner's role.
  await expect(alan.getByLabel(`Role of ${owner.name}`)).toBeDisabled();

  // The owner removes Alan after a confirm.
  await page.getByRole('button', { name: `Remove ${invitee.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${invitee.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'remove member confirm');
  await snap(page, 'organisation-remove-confirm');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${invitee.name} was removed from the organisation.`)).toBeVisible();
  await expect(page.getByText(invitee.email)).toBeHidden();

  await alan.goto('/organisation');
  await expect(alan.getByRole('heading', { name: 'You are not in an organisation' })).toBeVisible();
  await expect(alan.getByRole('link', { name: 'Organisation', exact: true })).toBeHidden();
  await expectAccessible(alan, 'organisation (none)');
  await alanContext.close();
});

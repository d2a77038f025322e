import { expect, test } from '@playwright/test';
import { organisationWithMember } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expectSaved, newDeckInEditor, shot } from '../support/editor';

test.setTimeout(180_000);

test('shared decks: an owner shares with a member as editor, then viewer, then revokes', async ({
  page,
  browser,
}) => {
  const { member, alan, alanContext } = await organisationWithMember(page, browser, 'Compilers');

  // Grace makes a deck and names it.
  await newDeckInEditor(page);
  const title = page.getByLabel('Presentation title');
  await title.fill('Quarterly review');
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: /^Poll/ }).click();
  await expectSaved(page);

  // The share dialog, by keyboard: focus starts inside, Tab reaches Alan's role, Escape closes.
  const share = page.getByRole('button', { name: 'Share with team' });
  // A new slide focuses its question first; then Enter on the button opens the dialog.
  await expect(page.getByRole('textbox', { name: 'Question' })).toBeFocused();
  await share.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: /Share “.Quarterly review.” in your organisation/,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Everyone in the organisation')).toBeFocused();
  await expect(dialog.getByText(member.email)).toBeVisible();
  await expectAccessible(page, 'share dialog');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Access for .?Alan Turing.?$/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  await share.click();
  await dialog.getByLabel(/^Access for .?Alan Turing.?$/).selectOption('editor');
  await shot(page, 'sharing-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sharing saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Alan finds it under "Shared with me", opens it and may edit.
  await alan.goto('/home');
  const shared = alan.getByRole('region', { name: 'Shared with me' });
  await expect(shared.getByRole('link', { name: 'Quarterly review' }).first()).toBeVisible();
  await expect(shared.getByText(/Shared by .?Grace Hopper.? · Can edit/)).toBeVisible();
  await expect(shared.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(alan, 'home with a shared deck');
  await shot(alan, 'sharing-shared-with-me');
  await shared.getByRole('link', { name: 'Quarterly review' }).first().click();
  await expect(alan.getByLabel('Presentation title')).toHaveValue('Quarterly review');
  await expect(alan.getByLabel('Presentation title')).toBeEditable();
  await expect(alan.getByRole('button', { name: 'Share with team' })).toHaveCount(0);

  // Grace makes Alan a viewer: his editor opens read-only.
  await share.click();
  await dialog.getByLabel(/^Access for .?Alan Turing.?$/).selectOption('viewer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await alan.reload();
  await expect(alan.getByText('View only: duplicate the deck to change it.')).toBeVisible();
  await expect(alan.getByLabel('Presentation title')).not.toBeEditable();
  // The slides can be looked through, not added, moved, copied or deleted.
  const slides = alan.getByRole('navigation', { name: 'Slides' });
  await expect(slides.getByRole('button', { name: /Add slide/ })).toHaveCount(0);
  await expect(
    slides.getByRole('button', { name: /^(Delete|Duplicate|Reorder) slide/ }),
  ).toHaveCount(0);
  await expectAccessible(alan, 'editor of a deck shared to view');
  await shot(alan, 'sharing-viewer-editor');

  // Revoked: gone from his list at once.
  await share.click();
  await dialog.getByLabel(/^Access for .?Alan Turing.?$/).selectOption('none');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await alan.goto('/home');
  await expect(alan.getByRole('button', { name: 'New presentation' }).first()).toBeVisible();
  await expect(alan.getByRole('region', { name: 'Shared with me' })).toHaveCount(0);
  await alanContext.close();
});

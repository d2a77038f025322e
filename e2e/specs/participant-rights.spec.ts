import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { lunchPoll, planetQuiz } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { joinedPhone, openLatestReport, openStage } from '../support/live';

test.setTimeout(120_000);

test(
  'a phone sees and deletes its answers; the presenter’s report no longer lists it',
  withDeck(
    'Rights check',
    // A quiz in the deck: phones pick a nickname.
    [lunchPoll(), planetQuiz()],
    async ({ browser, api, deck }) => {
      const stage = await openStage(browser, api, deck.id);

      const ada = await joinedPhone(browser, deck.uniqueCode, 'Ada', { waitIn: false });
      const ben = await joinedPhone(browser, deck.uniqueCode, 'Ben', { waitIn: false });
      await ada.getByRole('button', { name: /Pizza/ }).click();
      await ben.getByRole('button', { name: /Sushi/ }).click();
      await expect(stage.getByText('2 votes')).toBeVisible();

      // Ada opens her data from the header, with the keyboard.
      const open = ada.getByRole('button', { name: 'Your data' });
      await open.focus();
      await ada.keyboard.press('Enter');
      const dialog = ada.getByRole('dialog', { name: 'Your data in this session' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Ada', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: 'Lunch?' })).toContainText(
        'Pizza',
      );
      await expectAccessible(ada, 'phone: your data');
      await dialog.getByRole('button', { name: 'Delete my answers' }).click();
      await expect(dialog.getByText(/for good/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Yes, delete them' }).click();
      await expect(
        ada.getByText('Your nickname and answers were deleted from this session.'),
      ).toBeVisible();

      // The big screen and Ben's phone count again without Ada's vote.
      await expect(stage.getByText('1 vote', { exact: true })).toBeVisible();
      await expect(ben.getByRole('listitem').filter({ hasText: 'Pizza' })).toContainText('0 votes');
      await expect(ben.getByRole('listitem').filter({ hasText: 'Sushi' })).toContainText('1 vote');

      // The report lists Ben alone.
      const reports = await openLatestReport(stage.context(), deck.id, 'Rights check');
      const people = reports.getByRole('table', { name: /Participants/ });
      await expect(people.getByRole('rowheader')).toHaveText(['Ben']);
    },
  ),
);

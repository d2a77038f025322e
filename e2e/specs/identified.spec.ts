import { expect, test } from '@playwright/test';
import { API_PATHS } from '@crowdeck/core';
import { slide } from '../support/deck-api';
import { withDeck } from '../support/deck-test';
import { openDesignTab } from '../support/editor';
import { openJoinPage, openLatestReport } from '../support/live';

test.setTimeout(120_000);

test(
  'a roster session: the presenter uploads names, phones pick theirs once, the report shows real names',
  withDeck(
    'Class 4b check-in',
    [slide('poll', 'Homework done?', ['Yes', 'Not yet'])],
    async ({ browser, api, deck }) => {
      // The presenter picks the roster in the Design tab and pastes the class list.
      const editor = await openDesignTab(browser, api, deck.id);
      const context = editor.context();
      await editor.getByLabel('Participants join with').selectOption('roster');
      const rosterField = editor.getByLabel('Roster (one name a line, or a CSV file)');
      await expect(rosterField).toBeVisible();
      await rosterField.fill('name\nAda Lovelace\nGrace Hopper\nAlan Turing\n');
      await editor.getByRole('button', { name: 'Save roster' }).click();
      await expect(
        editor.getByRole('status').filter({ hasText: 'Roster saved: 3 names.' }),
      ).toBeVisible();

      const stage = await context.newPage();
      await stage.goto(`/present/${deck.id}`);
      await expect(stage.getByRole('button', { name: 'Show the slide' })).toBeVisible();

      const newPhone = () => openJoinPage(browser, deck.uniqueCode);

      // The phone types the start of a name and is offered it from the roster.
      const ada = await newPhone();
      await expect(ada.getByRole('heading', { name: 'Who are you?' })).toBeVisible({
        timeout: 15_000,
      });
      await ada.getByLabel('Your name').fill('gr');
      await expect(ada.getByRole('button', { name: 'Grace Hopper' })).toBeVisible();
      await ada.getByLabel('Your name').fill('Charles Babbage');
      await ada.getByRole('button', { name: 'Let’s go' }).click();
      await expect(ada.getByRole('alert')).toContainText('not on the presenter’s list');
      await ada.getByLabel('Your name').fill('ada');
      await ada.getByRole('button', { name: 'Ada Lovelace' }).click();
      await ada.getByRole('button', { name: 'Let’s go' }).click();
      await expect(stage.getByText('1 person has joined')).toBeVisible();

      // The same name a second time is refused.
      const twin = await newPhone();
      await twin.getByLabel('Your name').fill('Ada Lovelace');
      await twin.getByRole('button', { name: 'Let’s go' }).click();
      await expect(twin.getByRole('alert')).toContainText('Someone already joined with this name');

      await stage.keyboard.press('ArrowRight');
      await expect(ada.getByRole('heading', { name: 'Homework done?' })).toBeVisible();
      await ada.getByRole('button', { name: /Yes/ }).click();
      await expect(stage.getByText('1 vote', { exact: true })).toBeVisible();
      await api.call('POST', `${API_PATHS.liveEnd}${deck.id}/`);

      // The report names Ada and marks the name as identified.
      const reports = await openLatestReport(context, deck.id, 'Class 4b check-in');
      const table = reports.getByRole('table', { name: /Participants/ });
      await expect(
        table.getByRole('rowheader', { name: 'Ada Lovelace (identified)' }),
      ).toBeVisible();
      await reports.screenshot({ path: test.info().outputPath('roster-report.png') });
    },
  ),
);

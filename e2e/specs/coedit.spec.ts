import { expect, test, type Route } from '@playwright/test';
import { organisationWithMember } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expectSaved as saved, newDeckInEditor, shot } from '../support/editor';

test.setTimeout(240_000);

test('co-editing: two editors of one slide see each other, take fields and keep both changes', async ({
  page: grace,
  browser,
}) => {
  const { alan, alanContext } = await organisationWithMember(grace, browser, 'Coedit');

  // Grace makes a deck with a poll and shares it with Alan as editor.
  await newDeckInEditor(grace);
  await grace.getByLabel('Presentation title').fill('Team retro');
  await grace.getByRole('button', { name: 'Add slide' }).click();
  await grace.getByRole('button', { name: /^Poll/ }).click();
  await saved(grace);
  await grace.getByRole('button', { name: 'Share with team' }).click();
  const dialog = grace.getByRole('dialog', { name: /Share “.Team retro.” in your organisation/ });
  await dialog.getByLabel(/^Access for .?Alan Turing.?$/).selectOption('editor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Alan opens the same deck: each sees the other in the top bar and on the slide.
  await alan.goto(new URL(grace.url()).pathname);
  await expect(alan.getByLabel('Presentation title')).toHaveValue('Team retro');
  const graceBar = grace.getByRole('list', { name: 'Also editing now' });
  const alanBar = alan.getByRole('list', { name: 'Also editing now' });
  await expect(graceBar.getByText('Alan Turing')).toBeVisible();
  await expect(alanBar.getByText('Grace Hopper')).toBeVisible();
  const graceSlides = grace.getByRole('navigation', { name: 'Slides' });
  await expect(
    graceSlides.getByRole('button', { name: /Slide 1.*On this slide: .?Alan Turing/ }),
  ).toBeVisible();
  await expect(
    alan
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: /Slide 1.*On this slide: .?Grace Hopper/ }),
  ).toBeVisible();

  // Grace types in the question: for Alan it is taken, with her name, and refuses his typing.
  const graceQuestion = grace.getByRole('textbox', { name: 'Question' });
  const alanQuestion = alan.getByRole('textbox', { name: 'Question' });
  await graceQuestion.click();
  await graceQuestion.fill('What went well?');
  await expect(alan.getByText(/^.?Grace Hopper.? is editing$/)).toBeVisible();
  await expect(alanQuestion).not.toBeEditable();
  await expect(alanQuestion).toHaveAccessibleDescription(/Grace Hopper.? is editing/);
  await alanQuestion.click();
  await alan.keyboard.type('Alan was here');
  await expect(alanQuestion).not.toHaveValue(/Alan was here/);
  await expectAccessible(alan, 'editor with another editor present and a taken field');
  // The checks above may scroll the panel: the taken field goes back into view for the picture.
  await alanQuestion.scrollIntoViewIfNeeded();
  await expect(alan.getByText(/^.?Grace Hopper.? is editing$/)).toBeInViewport();
  await shot(alan, 'coedit-presence-locked');

  // Meanwhile Alan writes the notes: a different field, free for him.
  const alanNotes = alan.getByRole('textbox', { name: 'Speaker notes' });
  await alanNotes.click();
  await alanNotes.fill('Ask everyone for one thing');
  await alanNotes.blur();
  await graceQuestion.blur();
  await saved(grace);
  await saved(alan);
  // Each receives the other's field live, and both survive a reload.
  await expect(alanQuestion).toHaveValue('What went well?');
  await expect(grace.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(
    'Ask everyone for one thing',
  );
  await expect(alanQuestion).toBeEditable();
  await grace.reload();
  await expect(grace.getByRole('textbox', { name: 'Question' })).toHaveValue('What went well?');
  await expect(grace.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(
    'Ask everyone for one thing',
  );
  await expect(graceBar.getByText('Alan Turing')).toBeVisible();

  // A conflicting save: Alan's save of the question is slow to arrive; Grace saves the question
  // in between; Alan's lands last and wins, and Grace is told, with her text to copy.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const hold = async (route: Route) => {
    if (route.request().method() !== 'PUT' || held) return route.continue();
    held = true;
    await released;
    await route.continue();
  };
  await alan.route('**/api/slide/update/**', hold);
  await alanQuestion.click();
  await alanQuestion.fill('What went well, and why?');
  await alanQuestion.blur();
  await expect.poll(() => held, { timeout: 10_000 }).toBe(true);
  const question = grace.getByRole('textbox', { name: 'Question' });
  await expect(question).toBeEditable();
  await question.click();
  await question.fill('What should we keep?');
  await question.blur();
  await saved(grace);
  release();
  await saved(alan);
  await alan.unroute('**/api/slide/update/**', hold);

  const notices = grace.getByRole('region', { name: 'Changes by other editors' });
  await expect(
    notices.getByText(
      /Alan Turing.? changed “Question” on slide 1 after you, and their version was kept\./,
    ),
  ).toBeVisible();
  await expect(notices.getByLabel('Your text, to copy if you still need it')).toHaveValue(
    'What should we keep?',
  );
  await expect(question).toHaveValue('What went well, and why?');
  await expectAccessible(grace, 'editor with a notice of an overwritten field');
  await shot(grace, 'coedit-conflict-notice');
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices.getByRole('listitem')).toHaveCount(0);

  // Alan closes his tab: he is gone from Grace's editor.
  await alan.close();
  await expect(graceBar).toHaveCount(0);
  await alanContext.close();
});

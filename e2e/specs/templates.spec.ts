import { expect, test } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectAccessible, expectReflow } from '../support/axe';
import { addOrganisationMember, createCustomOrganisation } from '../support/operator-api';
import { snap } from '../support/shots';

test.setTimeout(180_000);

test('a new user starts a deck from a template in German and sees German slides', async ({
  browser,
}) => {
  const person = newPerson('Grete Gauß');
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-Mail-Adresse').fill(person.email);
  await page.getByLabel('Passwort', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Mit einer Vorlage starten' }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mit einer Vorlage starten' }),
  ).toBeVisible();
  const quiz = page.getByRole('button', { name: 'Allgemeinwissen-Quiz', exact: true });
  await expect(quiz).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eisbrecher', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Team-Retrospektive', exact: true })).toBeVisible();
  await expect(page.getByText('Folien: 6').first()).toBeVisible();
  await expectAccessible(page, 'template gallery (de)');
  await expectReflow(page, 'template gallery (de)', 390);
  await snap(page, 'gallery-de');

  // Keyboard: focus the card and press Enter.
  await quiz.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Titel der Präsentation')).toHaveValue('Allgemeinwissen-Quiz');
  await expect(
    page.getByText('Welcher Planet wird der Rote Planet genannt?').first(),
  ).toBeVisible();
  await snap(page, 'editor-from-template-de');
  await context.close();
});

test('an admin publishes an organisation template; a member starts from it', async ({
  browser,
}) => {
  const admin = newPerson('Ada Admin');
  const member = newPerson('Max Member');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await registerThroughForm(adminPage, admin);
  const organisation = await createCustomOrganisation({
    name: `Template Society ${admin.email.slice(4, 12)}`,
    audienceLimit: 1000,
    ownerEmail: admin.email,
  });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await registerThroughForm(memberPage, member);
  await addOrganisationMember(organisation.id, member.email, 'member');

  // The admin makes a deck from a built-in template, renames it and publishes it.
  await adminPage.goto('/templates');
  await adminPage.getByRole('button', { name: 'Team retrospective', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  const title = adminPage.getByLabel('Presentation title');
  await expect(title).toHaveValue('Team retrospective');
  await title.fill('Acme sprint review');
  await title.press('Tab');
  await expect(adminPage.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

  await adminPage.goto('/templates');
  const section = adminPage.getByRole('region', { name: 'Your organisation' });
  await expect(
    section.getByText('Your organisation has not published any templates yet.'),
  ).toBeVisible();
  await section
    .getByLabel('Publish one of your presentations for your organisation’s members')
    .selectOption({ label: 'Acme sprint review' });
  await section.getByRole('button', { name: 'Publish as template' }).click();
  await expect(
    section.getByRole('button', { name: 'Acme sprint review', exact: true }),
  ).toBeVisible();
  await expectAccessible(adminPage, 'template gallery (admin, with organisation template)');
  await snap(adminPage, 'gallery-admin');

  // The member sees it under "Your organisation", without publishing controls, and starts from it.
  await memberPage.goto('/templates');
  const memberSection = memberPage.getByRole('region', { name: 'Your organisation' });
  const card = memberSection.getByRole('button', { name: 'Acme sprint review', exact: true });
  await expect(card).toBeVisible();
  await expect(memberSection.getByRole('button', { name: /Unpublish/ })).toHaveCount(0);
  await expect(memberSection.getByRole('button', { name: 'Publish as template' })).toHaveCount(0);
  await expectAccessible(memberPage, 'template gallery (member)');
  await card.click();
  await expect(memberPage).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  await expect(memberPage.getByLabel('Presentation title')).toHaveValue('Acme sprint review');
  await expect(memberPage.getByText('What went well?').first()).toBeVisible();

  // The admin takes it back: the member no longer sees it.
  await section.getByRole('button', { name: 'Unpublish: Acme sprint review' }).click();
  await expect(
    section.getByRole('button', { name: 'Acme sprint review', exact: true }),
  ).toHaveCount(0);
  await memberPage.goto('/templates');
  await expect(
    memberPage.getByText('Your organisation has not published any templates yet.'),
  ).toBeVisible();
  await adminContext.close();
  await memberContext.close();
});

import { API_PATHS } from '@crowdeck/core';
import { expect, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addOrganisationMember, createCustomOrganisation } from './operator-api';

/** A fresh person for one spec: a unique email and a password that passes the policy. */
export function newPerson(name = 'Ada Lovelace') {
  const id = randomUUID().slice(0, 8);
  return { name, email: `ada-${id}@example.com`, password: `analytical-engine-${id}` };
}

/** Registers through the form and waits for the home screen. */
export async function registerThroughForm(
  page: Page,
  person: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  // Home lists the new user's decks as it opens: wait for that request too, so a test that then
  // changes the session cookie does not race it (its 401 would end the session under the test).
  const listed = page.waitForResponse((response) =>
    response.url().includes(API_PATHS.presentationList),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await listed;
}

/** Signs in through the form: the email, Continue, then the password (email first). */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const otherEmail = page.getByRole('button', { name: 'Use another email' });
  if (await otherEmail.isVisible()) await otherEmail.click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the header. */
export async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Grace registers on `page` and owns a new organisation (`name` and her address); Alan registers
 * in a 1280 × 800 window of his own and joins it as a member.
 */
export async function organisationWithMember(page: Page, browser: Browser, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = newPerson('Grace Hopper');
  const member = newPerson('Alan Turing');
  await registerThroughForm(page, owner);
  const organisation = await createCustomOrganisation({
    name: `${name} ${owner.email.slice(4, 12)}`,
    audienceLimit: 1_000,
    ownerEmail: owner.email,
  });
  const alanContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const alan = await alanContext.newPage();
  await registerThroughForm(alan, member);
  await addOrganisationMember(organisation.id, member.email, 'member');
  return { owner, member, organisation, alan, alanContext };
}

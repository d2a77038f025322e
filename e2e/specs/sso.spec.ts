import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { startTestProvider, type TTestProvider } from '@crowdeck/test-oidc-provider';
import { expect, test, type Page } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { PresenterApi } from '../support/deck-api';
import { E2E_AUDIENCE_URL, E2E_PRESENTER_URL } from '../support/env';
import { createCustomOrganisation, verifyOrganisationDomain } from '../support/operator-api';
import { closePhones, joinPhone, joinPhones, type TJoinResult } from '../support/phones';
import { readTestTls } from '../support/test-tls';

// The whole single sign-on story in Chromium, against a real OpenID provider (oidc-provider, the
// certified implementation) that this spec starts on https://127.0.0.1 with a throw-away
// certificate the server trusts (NODE_EXTRA_CA_CERTS in the Playwright config).
test.setTimeout(240_000);

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'crowdeckToken');
  expect(cookie, 'signed in').toBeTruthy();
  return cookie?.value ?? '';
}

test('single sign-on: an admin connects the company’s OpenID provider; a member signs in through it into the organisation and its audience limit', async ({
  page,
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const admin = newPerson('Margaret Hamilton');
  const domain = `apollo-${id}.example.org`;
  const organisationName = `Apollo Guidance ${id}`;
  const member = { sub: `employee-${id}`, email: `katherine@${domain}`, name: 'Katherine Johnson' };
  let provider: TTestProvider | null = null;
  const phones: TJoinResult[] = [];

  try {
    // The operator grants Custom with an audience of 40; the admin owns the organisation.
    await registerThroughForm(page, admin);
    const organisation = await createCustomOrganisation({
      name: organisationName,
      audienceLimit: 40,
      ownerEmail: admin.email,
    });

    // The admin opens the sign-in settings from the organisation's sub-navigation.
    await page.goto('/organisation');
    await page
      .getByRole('navigation', { name: 'Organisation settings' })
      .getByRole('link', { name: 'Sign-in and domains' })
      .click();
    await expect(page).toHaveURL(/\/organisation\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Identity provider' })).toBeVisible();

    // The page names the redirect URI to register at the provider: the company registers it.
    const redirectUri = (
      await page.getByText('Redirect URI to register at your provider').locator('code').innerText()
    ).trim();
    expect(redirectUri).toBe(`${E2E_PRESENTER_URL}${API_PATHS.ssoCallback}`);
    provider = await startTestProvider(redirectUri, { tls: readTestTls() });
    expect(provider.issuer).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    // A wrong issuer is refused in plain words and nothing is saved.
    await page.getByLabel('Issuer URL').fill('http://127.0.0.1:9/not-a-provider');
    await page.getByLabel('Client ID').fill(provider.clientId);
    await page.getByLabel('Client secret').fill(provider.clientSecret);
    await page.getByRole('button', { name: 'Save provider' }).click();
    await expect(page.getByLabel('Issuer URL')).toHaveAttribute('aria-invalid', 'true');

    // The real issuer is accepted (its discovery document is fetched over https).
    await page.getByLabel('Issuer URL').fill(provider.issuer);
    await page.getByRole('button', { name: 'Save provider' }).click();
    await expect(page.getByText('Single sign-on settings saved.')).toBeVisible();
    await expect(page.getByText('A secret is saved. Leave this empty to keep it.')).toBeVisible();
    await expect(page.getByLabel('Client secret')).toHaveValue('');
    // The secret never comes back to the browser.
    const settings = await page.request.get(`${E2E_PRESENTER_URL}${API_PATHS.organisationSso}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(settings.ok()).toBe(true);
    expect(await settings.text()).not.toContain(provider.clientSecret);

    // The admin claims the company's domain; it waits for its TXT record…
    await page.getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
    await page.getByRole('button', { name: 'Add domain' }).click();
    const row = page.getByRole('listitem').filter({ hasText: domain });
    await expect(row.getByText('Waiting for the TXT record')).toBeVisible();
    await expect(row.getByText(/crowdeck-verification=/)).toBeVisible();
    // …which this machine has no DNS for, so the operator confirms it (`org:verify-domain`).
    await verifyOrganisationDomain(organisation.id, domain);
    await page.reload();
    await expect(row).toContainText(`${domain} — Verified`);

    // SSO becomes required for the domain; the kept secret stays kept.
    await page.getByLabel('Require single sign-on for addresses of the verified domains').check();
    await page.getByRole('button', { name: 'Save provider' }).click();
    await expect(page.getByText('Single sign-on settings saved.').first()).toBeVisible();
    await expectAccessible(page, 'organisation sign-in settings');

    // A member of the company, never registered here, signs in with the email first: the
    // address's domain sends them to the company's provider and back, signed in.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
    const memberPage = await context.newPage();
    await memberPage.goto(`${E2E_PRESENTER_URL}/login`);
    await memberPage.getByLabel('Email').fill(member.email);
    provider.signInAs({ ...member, email_verified: true });
    const leftForProvider = memberPage.waitForRequest((request) =>
      request.url().startsWith(`${provider!.issuer}/`),
    );
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await leftForProvider;
    await expect(memberPage).toHaveURL(/\/home$/, { timeout: 20_000 });
    // The session token was taken out of the address at once.
    expect(memberPage.url()).not.toContain('token=');

    // They landed in the organisation as a member, on its plan.
    await memberPage.goto(`${E2E_PRESENTER_URL}/account`);
    await expect(memberPage.getByTestId('account-organisation')).toHaveText(organisationName);
    const facts = memberPage.getByRole('region', { name: 'Organisation' });
    await expect(facts.getByText('Member', { exact: true })).toBeVisible();
    await expect(facts.getByText('Custom', { exact: true })).toBeVisible();
    await expect(memberPage.getByRole('textbox', { name: 'Name' }).first()).toHaveValue(
      member.name,
    );

    // The admin sees the new member in the list.
    await page.goto('/organisation');
    await expect(page.getByText(member.email)).toBeVisible();

    // A crafted return link signs nobody in: neither a session token in the address nor a code
    // this browser did not start. The admin stays the admin.
    const adminToken = await tokenOf(page);
    for (const fragment of [`token=${await tokenOf(memberPage)}`, `code=${'x'.repeat(43)}`]) {
      await page.goto(`/sso/complete#${fragment}`);
      await expect(page.getByText('was started in another browser')).toBeVisible();
      expect(page.url()).not.toContain('#');
    }
    expect(await tokenOf(page)).toBe(adminToken);
    await page.goto('/organisation');
    await expect(page.getByText(member.email)).toBeVisible();

    // A password can't get that member in: the login page goes to the provider, the API refuses.
    const refused = await fetch(`${E2E_PRESENTER_URL}${API_PATHS.authLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: 'a-guessed-password-1' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ fields: { email: { code: 'sso.required' } } });

    // The organisation's limit is theirs: a deck of theirs admits the 36th and the 40th phone,
    // and refuses the 41st (Free would stop at 35).
    const api = new PresenterApi();
    api.token = await tokenOf(memberPage);
    const deck = await api.createPollDeck('Trajectory check');
    const stage = await context.newPage();
    await stage.setViewportSize({ width: 1400, height: 860 });
    await stage.goto(`${E2E_PRESENTER_URL}/present/${deck.id}`);
    await expect(stage.getByText('Waiting for people to join…')).toBeVisible();
    phones.push(...(await joinPhones(deck.uniqueCode, 'Phone', 35)));
    expect(phones.filter((p) => p.ok)).toHaveLength(35);
    const thirtySixth = await joinPhone(deck.uniqueCode, 'Phone 36');
    phones.push(thirtySixth);
    expect(thirtySixth.ok).toBe(true);
    phones.push(...(await joinPhones(deck.uniqueCode, 'Phone', 4, 37)));
    expect(phones.filter((p) => p.ok)).toHaveLength(40);
    const fortyFirst = await joinPhone(deck.uniqueCode, 'Phone 41');
    phones.push(fortyFirst);
    expect(fortyFirst).toMatchObject({ ok: false, code: 'full' });
    await expect(stage.locator('.lobby__count-number')).toHaveText('40');

    // Participants through the same sign-in: a deck that asks for it sends a phone to the
    // company's provider and back; the room knows the person by the provider's name.
    const identified = await api.createPollDeck('Sign-in check');
    await api.call('PUT', `${API_PATHS.presentationUpdate}${identified.id}/`, {
      participantIdentity: 'organisation',
    });
    await stage.goto(`${E2E_PRESENTER_URL}/present/${identified.id}`);
    await expect(stage.getByText('Waiting for people to join…')).toBeVisible();
    const phoneContext = await browser.newContext({
      ignoreHTTPSErrors: true,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const phonePage = await phoneContext.newPage();
    await phonePage.goto(`${E2E_AUDIENCE_URL}/${identified.uniqueCode}`);
    await expect(phonePage.getByRole('heading', { name: 'Sign in to join' })).toBeVisible();
    await expectAccessible(phonePage, 'a phone asked to sign in with the organisation');
    provider.signInAs({
      sub: `student-${id}`,
      email: `grace@${domain}`,
      name: 'Grace Hopper',
      email_verified: true,
    });
    await phonePage.getByRole('link', { name: 'Sign in with my organisation' }).click();
    await expect(phonePage).toHaveURL(new RegExp(`^${E2E_AUDIENCE_URL}/${identified.uniqueCode}`), {
      timeout: 20_000,
    });
    // In the room under the provider's name, on the phone and for the presenter.
    await expect(phonePage.getByRole('banner').getByText('Grace Hopper')).toBeVisible({
      timeout: 20_000,
    });
    await expect(stage.getByText('1 online')).toBeVisible();
    // The signed identity is taken out of the phone's address once used.
    await expect(phonePage).not.toHaveURL(/identity=/);
    await phoneContext.close();
    await context.close();
  } finally {
    closePhones(phones);
    await provider?.close();
  }
});

import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { startTestSamlIdp, type TTestSamlIdp } from '@crowdeck/test-saml-idp';
import { expect, request, test } from '@playwright/test';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { E2E_PRESENTER_URL } from '../support/env';
import { createCustomOrganisation, verifyOrganisationDomain } from '../support/operator-api';
import { readTestTls } from '../support/test-tls';

// SAML 2.0 in Chromium against a real identity provider: Debian's SimpleSAMLphp, behind an https
// front with the throw-away certificate of the specs. The admin works on a 390 px wide phone.
test.setTimeout(180_000);

test('single sign-on: an admin connects the company’s SAML identity provider on a phone; a member signs in through its login form', async ({
  page,
  browser,
}) => {
  const id = randomUUID().slice(0, 8);
  const admin = newPerson('Frances Allen');
  const domain = `ibm-${id}.example.org`;
  const member = {
    username: `jean-${id}`,
    password: 'a-password-at-the-idp',
    email: `jean@${domain}`,
    displayName: 'Jean Sammet',
  };
  let idp: TTestSamlIdp | null = null;

  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughForm(page, admin);
    const organisation = await createCustomOrganisation({
      name: `Research ${id}`,
      audienceLimit: 40,
      ownerEmail: admin.email,
    });
    await verifyOrganisationDomain(organisation.id, domain);
    await page.goto('/organisation/sign-in');
    await expect(page.getByRole('heading', { name: 'Identity provider' })).toBeVisible();

    // The protocol is a radio group: chosen with the keyboard.
    const oidc = page.getByRole('radio', { name: 'OpenID Connect' });
    await expect(oidc).toBeChecked();
    await oidc.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'SAML 2.0' })).toBeChecked();
    await expect(page.getByLabel('Issuer URL')).toHaveCount(0);

    // The page names what to register at the IdP; the company registers it.
    const details = page.locator('.sso-sp-details');
    const spEntityId = `${E2E_PRESENTER_URL}${API_PATHS.ssoSamlMetadata}`;
    const acsUrl = `${E2E_PRESENTER_URL}${API_PATHS.ssoSamlAcs}`;
    await expect(details).toContainText(spEntityId);
    await expect(details).toContainText(acsUrl);
    idp = await startTestSamlIdp({
      serviceProviders: [{ entityId: spEntityId, acsUrl }],
      tls: readTestTls(),
    });
    idp.addUser(member);
    expect(idp.ssoUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);

    // A certificate pasted wrongly is refused in plain words under its field.
    await page.getByLabel('Identity provider sign-in URL').fill(idp.ssoUrl);
    await page.getByLabel('Identity provider entity ID').fill(idp.entityId);
    const certificate = page.getByLabel('Identity provider signing certificate');
    await certificate.fill('-----BEGIN CERTIFICATE-----\nnot really\n-----END CERTIFICATE-----');
    await page.getByRole('button', { name: 'Save provider' }).click();
    await expect(certificate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Paste the identity provider’s signing certificate')).toBeVisible();

    // The company pastes its IdP's metadata instead: the three fields are read from it.
    const fetcher = await request.newContext({ ignoreHTTPSErrors: true });
    const metadata = await (await fetcher.get(idp.metadataUrl)).text();
    await fetcher.dispose();
    await page.getByLabel('Identity provider sign-in URL').fill('');
    await page.getByLabel('Identity provider entity ID').fill('');
    await certificate.fill('');
    await page.getByLabel('Or paste the identity provider’s metadata (optional)').fill(metadata);
    await page.getByLabel('Require single sign-on for addresses of the verified domains').check();
    await page.getByRole('button', { name: 'Save provider' }).click();
    await expect(page.getByText('Single sign-on settings saved.').first()).toBeVisible();
    await expect(page.getByLabel('Identity provider sign-in URL')).toHaveValue(idp.ssoUrl);
    await expect(certificate).toHaveValue(idp.cert);
    // Nothing runs off the side of the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'organisation sign-in settings, SAML');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'SAML 2.0' })).toBeChecked();
    await expect(page.getByLabel('Identity provider entity ID')).toHaveValue(idp.entityId);

    // A member of the company, never registered here, signs in at the IdP's own login form.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
    const memberPage = await context.newPage();
    await memberPage.goto(`${E2E_PRESENTER_URL}/login`);
    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await expect(memberPage).toHaveURL(new RegExp(`^${idp.entityId.replace(/\/saml2.*/, '')}/`), {
      timeout: 20_000,
    });
    await memberPage.locator('input[name="username"]').fill(member.username);
    await memberPage.locator('input[name="password"]').fill(member.password);
    await memberPage.locator('input[name="password"]').press('Enter');
    // The IdP's page posts the response to our ACS; the presenter app signs the member in.
    await expect(memberPage).toHaveURL(/\/home$/, { timeout: 20_000 });
    expect(memberPage.url()).not.toContain('token=');
    // The sign-in was bound to this browser by a cookie scripts cannot read.
    const binding = (await context.cookies()).find((cookie) => cookie.name === 'crowdeck_sso');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sso/' });
    await memberPage.goto(`${E2E_PRESENTER_URL}/account`);
    await expect(memberPage.getByRole('textbox', { name: 'Name' }).first()).toHaveValue(
      member.displayName,
    );
    await context.close();

    // A password cannot get that member in.
    const refused = await fetch(`${E2E_PRESENTER_URL}${API_PATHS.authLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: 'a-guessed-password-1' }),
    });
    expect(refused.status).toBe(403);
  } finally {
    await idp?.close();
  }
});

import { API_PATHS } from '@crowdeck/core';
import type { TApp } from '../app';
import type { TResolveTxt } from '../modules/sso/domain-verification';
import { bearer, createTestApp, type registerUser, type TTestApp } from './test-app';

export const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';
export const SSO_SECRET_KEY = 'an-sso-secret-key-of-at-least-thirty-two-characters';

/** The test server with SSO on: http issuers allowed, DNS TXT records from `txtRecords`. */
export async function createSsoTestApp(txtRecords = new Map<string, string[][]>()) {
  const resolveTxt: TResolveTxt = async (domain) => {
    const records = txtRecords.get(domain);
    if (!records) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
    return records;
  };
  return createTestApp({
    env: { OPERATOR_TOKEN, SSO_SECRET_KEY },
    deps: { sso: { allowHttpIssuers: true, resolveTxt } },
  });
}

/** The address the provider sends the browser back to (PRESENTER_URL of the test app). */
export const callbackUrl = (t: TTestApp) => `${t.config.apiUrl}${API_PATHS.ssoCallback}`;

export type TTestUser = Awaited<ReturnType<typeof registerUser>>;

/** A JSON request as `user` (or anonymous). */
export function as(
  app: TApp,
  user: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload && { payload }),
  });
}

/** An operator API request. */
export function operator(app: TApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(OPERATOR_TOKEN), ...(payload && { payload }) });
}

/** An organisation on Custom made by the operator, `owner` its owner; returns its id. */
export async function createOrganisation(app: TApp, owner: TTestUser): Promise<string> {
  const created = await operator(app, 'POST', API_PATHS.operatorOrganisations, { name: 'Acme' });
  const id = created.json().id as string;
  await operator(app, 'PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, { plan: 'custom' });
  const added = await operator(app, 'POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
    email: owner.email,
  });
  if (added.statusCode !== 200) throw new Error(`add owner failed: ${added.body}`);
  return id;
}

/** The operator marks `domain` verified for the organisation. */
export async function verifyDomainAsOperator(app: TApp, organisationId: string, domain: string) {
  const response = await operator(
    app,
    'POST',
    `${API_PATHS.operatorOrganisations}${organisationId}/domains/verify/`,
    { domain },
  );
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
}

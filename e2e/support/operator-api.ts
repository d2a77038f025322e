import { API_PATHS } from '@crowdeck/core';
import { E2E_OPERATOR_TOKEN, E2E_PRESENTER_URL } from './env';

async function operatorCall<T>(method: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${E2E_PRESENTER_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * What an operator does for a Custom customer: creates the organisation, grants Custom with an
 * audience limit and makes a registered user its owner.
 */
export async function createCustomOrganisation(options: {
  name: string;
  audienceLimit: number;
  ownerEmail: string;
}): Promise<{ id: string }> {
  const base = API_PATHS.operatorOrganisations;
  const organisation = await operatorCall<{ id: string }>('POST', base, { name: options.name });
  await operatorCall('PUT', `${base}${organisation.id}/plan/`, {
    plan: 'custom',
    audienceLimit: options.audienceLimit,
  });
  await operatorCall('POST', `${base}${organisation.id}/members/`, {
    email: options.ownerEmail,
    role: 'owner',
  });
  return organisation;
}

/** What `npm run admin -- org:verify-domain` does: marks a domain of the organisation verified. */
export async function verifyOrganisationDomain(organisationId: string, domain: string) {
  await operatorCall(
    'POST',
    `${API_PATHS.operatorOrganisations}${organisationId}/domains/verify/`,
    {
      domain,
    },
  );
}

/** What `npm run admin -- org:add-member` does: adds a registered user with a role. */
export async function addOrganisationMember(organisationId: string, email: string, role: string) {
  await operatorCall('POST', `${API_PATHS.operatorOrganisations}${organisationId}/members/`, {
    email,
    role,
  });
}

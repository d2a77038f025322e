import {
  API_PATHS,
  type TOrganisationDomain,
  type TSsoSettings,
  type TSsoSettingsRequest,
  type TSsoRedeemResponse,
  type TSsoStartRequest,
  type TSsoStartResponse,
} from '@crowdeck/core';
import { api, apiRequest } from './client';

/** Query keys of the SSO settings page. */
export const SSO_SETTINGS_QUERY_KEY = ['organisation', 'sso'] as const;
export const SSO_DOMAINS_QUERY_KEY = ['organisation', 'sso', 'domains'] as const;

/** The API's sign-in cookie binds a sign-in to this browser: it travels with these two calls. */
const WITH_SIGN_IN_COOKIE = { credentials: 'same-origin' } as const;

/**
 * How this email signs in: the password, or the organisation's provider at `redirectUrl` (the
 * answer also gives this browser its sign-in cookie).
 */
export const startSso = (body: TSsoStartRequest) =>
  apiRequest<TSsoStartResponse>('POST', API_PATHS.ssoStart, body, WITH_SIGN_IN_COOKIE);

/** Trades the one-time code of the return from the provider for a session (this browser only). */
export const redeemSso = (code: string) =>
  apiRequest<TSsoRedeemResponse>('POST', API_PATHS.ssoRedeem, { code }, WITH_SIGN_IN_COOKIE);

export const fetchSsoSettings = () => api.get<TSsoSettings>(API_PATHS.organisationSso);

export const saveSsoSettings = (body: TSsoSettingsRequest) =>
  api.put<TSsoSettings>(API_PATHS.organisationSso, body);

export const fetchDomains = () =>
  api.get<{ domains: TOrganisationDomain[] }>(API_PATHS.organisationSsoDomains);

export const claimDomain = (domain: string) =>
  api.post<TOrganisationDomain>(API_PATHS.organisationSsoDomains, { domain });

export const verifyDomain = (id: string) =>
  api.post<TOrganisationDomain>(`${API_PATHS.organisationSsoDomains}${id}/verify/`);

export const removeDomain = (id: string) =>
  api.delete<unknown>(`${API_PATHS.organisationSsoDomains}${id}/`);

import {
  API_PATHS,
  type TOrganisationDomain,
  type TSsoSettings,
  type TSsoSettingsRequest,
  type TSsoStartRequest,
  type TSsoStartResponse,
} from '@crowdeck/core';
import { api } from './client';

/** Query keys of the SSO settings page. */
export const SSO_SETTINGS_QUERY_KEY = ['organisation', 'sso'] as const;
export const SSO_DOMAINS_QUERY_KEY = ['organisation', 'sso', 'domains'] as const;

/** How this email signs in: the password, or the organisation's provider at `redirectUrl`. */
export const startSso = (body: TSsoStartRequest) =>
  api.post<TSsoStartResponse>(API_PATHS.ssoStart, body);

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

import {
  API_PATHS,
  type TDeleteAccountRequest,
  type TRetentionRequest,
  type TRetentionSettings,
} from '@crowdeck/core';
import { api, apiRequest } from './client';
import { downloadFile } from './reports';

/** Whose retention setting a screen shows: the account's own or the organisation's. */
export type TRetentionScope = 'account' | 'organisation';

const PATHS: Record<TRetentionScope, string> = {
  account: API_PATHS.usersRetention,
  organisation: API_PATHS.organisationRetention,
};

export const retentionQueryKey = (scope: TRetentionScope) => ['retention', scope] as const;

/** How long ended sessions are kept, and what applies to the caller's sessions. */
export const fetchRetention = (scope: TRetentionScope) => api.get<TRetentionSettings>(PATHS[scope]);

/** Sets 30, 90 or 365 days, or forever (null). */
export const updateRetention = (scope: TRetentionScope, body: TRetentionRequest) =>
  api.put<TRetentionSettings>(PATHS[scope], body);

/** Downloads everything of the account as one zip (JSON files and the decks' images). */
export const downloadAccountArchive = () =>
  downloadFile(API_PATHS.usersArchive, 'crowdeck-account.zip');

/** Deletes the account with all its data, after its password (or its email typed out). */
export const deleteAccount = (body: TDeleteAccountRequest) =>
  apiRequest<null>('DELETE', API_PATHS.usersAccount, body);

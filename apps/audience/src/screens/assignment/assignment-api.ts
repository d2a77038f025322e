import {
  API_PATHS,
  type TAssignmentInfo,
  type TAssignmentJoin,
  type TAssignmentProgress,
  type TLiveError,
} from '@crowdeck/core';
import { runtimeConfig } from '../../lib/runtime-config';

/** A refusal of the assignment's server, or `network` when it could not be reached. */
export class AssignmentError extends Error {
  constructor(
    readonly code: TLiveError['code'] | 'network',
    readonly detail: Partial<TLiveError> = {},
  ) {
    super(code);
  }
}

async function request<T>(code: string, action: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      `${runtimeConfig.apiUrl}${API_PATHS.assignmentPlay}${encodeURIComponent(code)}/${action}`,
      body
        ? {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            credentials: 'omit',
          }
        : { credentials: 'omit' },
    );
  } catch {
    throw new AssignmentError('network');
  }
  const data = (await response.json().catch(() => null)) as (T & Partial<TLiveError>) | null;
  // Too many starts from this network: said as the live room's "slow down".
  if (response.status === 429) throw new AssignmentError('rate_limited', data ?? {});
  if (!response.ok) {
    throw new AssignmentError(
      (data?.code as TLiveError['code'] | undefined) ?? 'invalid_input',
      data ?? {},
    );
  }
  return data as T;
}

/** Where this phone keeps its token for an assignment (it resumes with it after a reload). */
const tokenKey = (code: string) => `crowdeck.assignment.${code}`;

export const storedToken = (code: string): string | null => {
  try {
    return window.localStorage.getItem(tokenKey(code));
  } catch {
    return null;
  }
};

export const storeToken = (code: string, token: string): void => {
  try {
    window.localStorage.setItem(tokenKey(code), token);
  } catch {
    // Private mode: the participant cannot resume after a reload, but can take part.
  }
};

/** Forgets the phone's token for an assignment (one the server no longer knows). */
export const forgetToken = (code: string): void => {
  try {
    window.localStorage.removeItem(tokenKey(code));
  } catch {
    // Private mode: nothing was kept.
  }
};

export const getInfo = (code: string) => request<TAssignmentInfo>(code, '');
export const join = (code: string, body: TAssignmentJoin) =>
  request<TAssignmentProgress>(code, 'join/', body);
export const sendAnswer = (code: string, body: object) =>
  request<TAssignmentProgress>(code, 'answer/', body);
export const goNext = (code: string, token: string, slideId: string) =>
  request<TAssignmentProgress>(code, 'next/', { token, slideId });

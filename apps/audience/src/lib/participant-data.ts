import { API_PATHS, type TParticipantData } from '@crowdeck/core';
import { runtimeConfig } from './runtime-config';

/** Codes whose participant this phone is deleting or deleted (the removal notice says so). */
const erasedHere = new Set<string>();

/** Whether this phone deleted its own participant of `code` (not the presenter removing it). */
export const wasErasedHere = (code: string): boolean => erasedHere.has(code);

const call = (method: 'GET' | 'DELETE', token: string) =>
  fetch(new URL(API_PATHS.participantData, runtimeConfig.apiUrl), {
    method,
    headers: { authorization: `Bearer ${token}` },
    cache: 'no-store',
  });

/** What the run keeps of this phone's participant; null when it keeps nothing (no such token). */
export async function fetchOwnData(token: string): Promise<TParticipantData | null> {
  const response = await call('GET', token);
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`participant data: ${response.status}`);
  return (await response.json()) as TParticipantData;
}

/**
 * Deletes this phone's participant with its nickname, answers and questions. Marked first: the
 * server lets go of the phone's socket before it answers.
 */
export async function deleteOwnData(code: string, token: string): Promise<void> {
  erasedHere.add(code);
  const response = await call('DELETE', token).catch((error: unknown) => {
    erasedHere.delete(code);
    throw error;
  });
  if (!response.ok && response.status !== 401) {
    erasedHere.delete(code);
    throw new Error(`participant data: ${response.status}`);
  }
}

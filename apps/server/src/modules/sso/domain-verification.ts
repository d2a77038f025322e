import { resolveTxt } from 'node:dns/promises';
import { domainVerificationRecord } from '@crowdeck/core';

/** Looks up a domain's TXT records (each a list of chunks); tests pass their own. */
export type TResolveTxt = (domain: string) => Promise<string[][]>;

export const resolveTxtWithDns: TResolveTxt = (domain) => resolveTxt(domain);

/** Whether the domain publishes `crowdeck-verification=<token>` (a failed lookup is a no). */
export async function hasVerificationRecord(
  resolve: TResolveTxt,
  domain: string,
  token: string,
): Promise<boolean> {
  const expected = domainVerificationRecord(token);
  try {
    const records = await resolve(domain);
    return records.some((chunks) => chunks.join('').trim() === expected);
  } catch {
    return false;
  }
}

import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PARTICIPANT_IDENTITY_TTL_MS } from '@crowdeck/core';
import { z } from 'zod';

/** Who an organisation's sign-in vouched for, for one deck, as the phone carries it back. */
export interface TParticipantIdentityClaim {
  presentationId: string;
  organisationId: string;
  /** The person's name as the provider gave it. */
  name: string;
  /** sha256 of the provider's issuer and subject (or address): one join per person and run. */
  identityHash: string;
  /** Epoch ms after which the join refuses it. */
  expiresAt: number;
  /**
   * The self-paced assignment (a run of the deck) it was issued for; null for the deck's live
   * sessions. Each admits only where it was issued.
   */
  assignmentId: string | null;
}

const ZClaimSchema = z.strictObject({
  p: z.string(),
  o: z.string(),
  n: z.string().min(1).max(80),
  h: z.string(),
  e: z.number().int(),
  a: z.string().optional(),
});

/** The hash of a person at an organisation's provider (no raw subject or address is kept). */
export function hashSsoPerson(organisationId: string, issuer: string, subject: string): string {
  return createHash('sha256').update(`${organisationId}\n${issuer}\n${subject}`).digest('hex');
}

/**
 * Signs and checks the short-lived identity a phone brings back from its organisation's sign-in:
 * `<payload>.<HMAC-SHA256>` in base64url, the key derived from an instance-wide secret so every
 * node accepts what another signed. Creates no account and stores nothing.
 */
export function createParticipantIdentitySigner(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'crowdeck', 'participant identity v1', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(
      claim: Omit<TParticipantIdentityClaim, 'expiresAt' | 'assignmentId'> & {
        assignmentId?: string | null;
      },
      now: number,
    ): string {
      const body = {
        p: claim.presentationId,
        o: claim.organisationId,
        n: claim.name,
        h: claim.identityHash,
        e: now + PARTICIPANT_IDENTITY_TTL_MS,
        ...(claim.assignmentId ? { a: claim.assignmentId } : {}),
      };
      const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The claim of a well-signed token (expired or not), or null. */
    verify(token: string): TParticipantIdentityClaim | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claim = ZClaimSchema.safeParse(parsed);
      if (!claim.success) return null;
      const { p, o, n, h, e, a } = claim.data;
      return {
        presentationId: p,
        organisationId: o,
        name: n,
        identityHash: h,
        expiresAt: e,
        assignmentId: a ?? null,
      };
    },
  };
}

export type TParticipantIdentitySigner = ReturnType<typeof createParticipantIdentitySigner>;

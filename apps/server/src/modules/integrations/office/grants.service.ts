import {
  OFFICE_GRANT_IDLE_TTL_MS,
  OFFICE_GRANTS_PER_ACCOUNT,
  type TIntegrationClient,
  type TOfficeAddinDeck,
  type TOfficeGrant,
  type TOfficeGrantCreated,
} from '@crowdeck/core';
import type { TOfficeAddinGrantRow } from '../../../db/schema';
import type { TClock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { authorize, mayGrantReach, mayRevokeGrant } from '../../../policies';
import type { createDeckAccess } from '../../decks/deck-access';
import type { createPresentationsRepository } from '../../decks/presentations.repository';
import type { createSlidesRepository } from '../../decks/slides.repository';
import type { TLive } from '../../live';
import type { TGrantListed, TGrantsRepository } from './grants.repository';

/**
 * The live embed's address of a presentation for the add-in (the embed module's view token,
 * made on first use): `<presenter address>/embed/<view token>`.
 */
export type TEmbedAddressOf = (input: {
  ownerId: string;
  presentationId: string;
  /** The presenter app's public address for this request (the embed page is on it). */
  presenterUrl: string;
  /** The integration asking: its view token is listed under its name. */
  client: TIntegrationClient;
}) => Promise<string>;

/** A grant the add-in presented: whose it is and the one deck it reaches. */
export type TAddinCaller = Pick<
  TOfficeAddinGrantRow,
  'id' | 'userId' | 'presentationId' | 'client'
>;

const toView = (row: TGrantListed): TOfficeGrant => ({
  id: row.id,
  presentationId: row.presentationId,
  presentationTitle: row.presentationTitle,
  client: row.client,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * The PowerPoint add-in's capability: its owner makes one per presentation in the sign-in popup
 * (the token is shown once and kept by the add-in, never in the document); with it the add-in
 * reads that deck's slides, gets its embed address and moves its live slide — nothing else, and
 * only while the owner still owns the deck.
 */
export function createOfficeGrantsService(deps: {
  repo: TGrantsRepository;
  access: ReturnType<typeof createDeckAccess>;
  presentations: Pick<ReturnType<typeof createPresentationsRepository>, 'findById'>;
  slides: Pick<ReturnType<typeof createSlidesRepository>, 'listByPresentation'>;
  live: Pick<TLive, 'moveSlide'>;
  embedAddressOf: TEmbedAddressOf;
  clock: TClock;
}) {
  const { repo, access, clock } = deps;
  const expiry = (now: number) => new Date(now + OFFICE_GRANT_IDLE_TTL_MS);

  /** The grant's one deck, while its maker still owns it (404 otherwise). */
  async function grantedDeck(caller: TAddinCaller) {
    const deck = await deps.presentations.findById(caller.presentationId);
    return authorize(deck, (row) => mayGrantReach(caller, row));
  }

  return {
    /** GET /api/integrations/office/grants/: the account's grants, newest first. */
    async list(userId: string): Promise<TOfficeGrant[]> {
      return (await repo.listByUser(userId, new Date(clock.now()))).map(toView);
    },

    /** POST /api/integrations/office/grants/: a grant for one of the caller's decks. */
    async create(
      userId: string,
      presentationId: string,
      client: TIntegrationClient = 'powerpoint',
    ): Promise<TOfficeGrantCreated> {
      const deck = await access.presentation(userId, presentationId);
      const token = createOpaqueToken();
      const now = clock.now();
      const row = await repo.insert({
        tokenHash: hashToken(token),
        userId,
        presentationId: deck.id,
        client,
        now: new Date(now),
        expiresAt: expiry(now),
        keep: OFFICE_GRANTS_PER_ACCOUNT,
      });
      return { grant: toView({ ...row, presentationTitle: deck.title }), token };
    },

    /** DELETE /api/integrations/office/grants/<id>/: the add-in holding it is refused at once. */
    async revoke(userId: string, grantId: string) {
      const grant = authorize(isUuid(grantId) ? await repo.findById(grantId) : null, (row) =>
        mayRevokeGrant(userId, row),
      );
      await repo.delete(grant.id);
      return { ok: true as const };
    },

    /** The live grant of a bearer token (each use pushes its end on), or null. */
    async authenticate(token: string): Promise<TAddinCaller | null> {
      const now = clock.now();
      const grant = await repo.findLive(hashToken(token), new Date(now));
      if (!grant) return null;
      await repo.touch(grant.id, new Date(now), expiry(now));
      return grant;
    },

    /** GET /api/addin/office/deck/: the granted deck's title and slides, in order. */
    async deck(caller: TAddinCaller): Promise<TOfficeAddinDeck> {
      const deck = await grantedDeck(caller);
      const rows = await deps.slides.listByPresentation(deck.id);
      return {
        id: deck.id,
        title: deck.title,
        slides: rows.map((slide, index) => ({
          id: slide.id,
          number: index + 1,
          type: slide.type,
          title: slide.question,
        })),
      };
    },

    /** POST /api/addin/office/embed/: the address of the deck's live view. */
    async embed(caller: TAddinCaller, presenterUrl: string): Promise<{ url: string }> {
      const deck = await grantedDeck(caller);
      const url = await deps.embedAddressOf({
        ownerId: caller.userId,
        presentationId: deck.id,
        presenterUrl,
        client: caller.client,
      });
      return { url };
    },

    /** PUT /api/addin/office/slide/: the room moves to the slide PowerPoint shows. */
    async moveSlide(caller: TAddinCaller, slideId: string) {
      const deck = await grantedDeck(caller);
      const moved = await deps.live.moveSlide(caller.userId, deck.id, slideId);
      return { slideActiveId: moved.slideActiveId };
    },

    /** DELETE /api/addin/office/grant/: the add-in signs itself out. */
    async signOut(caller: TAddinCaller) {
      await repo.delete(caller.id);
      return { ok: true as const };
    },
  };
}

export type TOfficeGrantsService = ReturnType<typeof createOfficeGrantsService>;

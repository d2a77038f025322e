import {
  API_ERROR_CODES,
  EMBED_ROUTE,
  EMBED_TOKENS_PER_PRESENTATION,
  type TEmbedToken,
  type TEmbedTokenCreate,
  type TEmbedView,
  type TEmbedViewQuery,
  type TEmbedViewState,
} from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import type { TEmbedTokenRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { createDeckAccess } from '../decks/deck-access';
import { createDeckStore } from '../decks/deck.repository';
import type { TLive } from '../live';
import { createEmbedRepository, type TEmbedRepository } from './embed.repository';

/** A view token is the 43-character base64url of 256 random bits. */
const VIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The embed page's address for a view token. */
export function embedUrlOf(presenterUrl: string, token: string): string {
  return `${presenterUrl.replace(/\/+$/, '')}${EMBED_ROUTE}/${encodeURIComponent(token)}`;
}

/** The view token in an embed address, or null when the address is not one of ours. */
export function tokenFromEmbedUrl(url: string, presenterUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(presenterUrl).origin) return null;
  const match = new RegExp(`^${EMBED_ROUTE}/([A-Za-z0-9_-]+)/?$`).exec(parsed.pathname);
  return match?.[1] ?? null;
}

function toTokenView(row: TEmbedTokenRow, presenterUrl: string): TEmbedToken {
  return {
    id: row.id,
    presentationId: row.presentationId,
    label: row.label,
    view: row.view,
    token: row.token,
    url: embedUrlOf(presenterUrl, row.token),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 404 in plain words: the page shows it as it is. */
export const embedGone = () =>
  new ApiError(
    404,
    API_ERROR_CODES.notFound,
    'This live view was turned off by its presenter, or its link is not complete.',
  );

const tooManyTokens = () =>
  new ApiError(
    409,
    API_ERROR_CODES.conflict,
    `A presentation has at most ${EMBED_TOKENS_PER_PRESENTATION} embed links. Turn one off first.`,
  ).because('embed.tooMany', { max: EMBED_TOKENS_PER_PRESENTATION });

/** What the view-token functions need: the database (and the app's address for links). */
export interface TEmbedDeps {
  db: TDatabase;
}

async function createToken(
  repo: TEmbedRepository,
  input: { ownerId: string; presentationId: string; label: string; view: TEmbedView },
): Promise<TEmbedTokenRow> {
  if ((await repo.count(input.presentationId)) >= EMBED_TOKENS_PER_PRESENTATION) {
    throw tooManyTokens();
  }
  const token = createOpaqueToken();
  return repo.insert({
    presentationId: input.presentationId,
    createdBy: input.ownerId,
    token,
    tokenHash: hashToken(token),
    label: input.label,
    view: input.view,
  });
}

/**
 * The view token an integration (the PowerPoint add-in, later Teams, Zoom, Google Slides) uses
 * for a presentation, on behalf of its owner: the one with this label if there is one, else a new
 * one. 404 when `ownerId` does not own the presentation. The link is `url`; the add-in keeps ids,
 * never the token, in the document.
 */
export async function ensureViewToken(
  deps: TEmbedDeps & { presenterUrl: string },
  input: { ownerId: string; presentationId: string; label: string; view?: TEmbedView },
): Promise<{ id: string; token: string; url: string }> {
  const access = createDeckAccess(createDeckStore(deps.db));
  const deck = await access.presentation(input.ownerId, input.presentationId);
  const repo = createEmbedRepository(deps.db);
  const existing = (await repo.list(deck.id)).find((row) => row.label === input.label);
  const row =
    existing ??
    (await createToken(repo, {
      ownerId: input.ownerId,
      presentationId: deck.id,
      label: input.label,
      view: input.view ?? 'live',
    }));
  return { id: row.id, token: row.token, url: embedUrlOf(deps.presenterUrl, row.token) };
}

/** The presentation a view token shows, or null (malformed, unknown or revoked). */
export async function findViewToken(repo: TEmbedRepository, token: string) {
  return VIEW_TOKEN.test(token) ? repo.findByHash(hashToken(token)) : null;
}

/**
 * The live embed: the owner's view tokens (list, create, revoke) and the public, read-only view
 * of one token. Revoking deletes the token and disconnects its embeds on every node.
 */
export function createEmbedService(deps: TEmbedDeps & { live: Pick<TLive, 'embeds'> }) {
  const repo = createEmbedRepository(deps.db);
  const access = createDeckAccess(createDeckStore(deps.db));

  return {
    async list(ownerId: string, presentationId: string, presenterUrl: string) {
      const deck = await access.presentation(ownerId, presentationId);
      return (await repo.list(deck.id)).map((row) => toTokenView(row, presenterUrl));
    },

    async create(
      ownerId: string,
      presentationId: string,
      input: TEmbedTokenCreate,
      presenterUrl: string,
    ): Promise<TEmbedToken> {
      const deck = await access.presentation(ownerId, presentationId);
      const row = await createToken(repo, {
        ownerId,
        presentationId: deck.id,
        label: input.label ?? '',
        view: input.view ?? 'live',
      });
      return toTokenView(row, presenterUrl);
    },

    async revoke(ownerId: string, presentationId: string, tokenId: string) {
      const deck = await access.presentation(ownerId, presentationId);
      if (!(await repo.remove(deck.id, tokenId))) throw notFound();
      deps.live.embeds.close(tokenId);
      return { ok: true as const };
    },

    /** The public read: what the embed shows now; 404 for a revoked or unknown token. */
    async view(token: string, query: TEmbedViewQuery): Promise<TEmbedViewState> {
      const found = await findViewToken(repo, token);
      if (!found) throw embedGone();
      const state = await deps.live.embeds.view(found.row.presentationId, {
        view: query.view ?? found.row.view,
        slideId: query.slide,
        screen: found.screen,
      });
      if (!state) throw embedGone();
      return state;
    },

    /** What oEmbed and the page's discovery link need: the presentation's title. */
    async describe(token: string): Promise<{ title: string } | null> {
      const found = await findViewToken(repo, token);
      return found ? { title: found.title } : null;
    },
  };
}

export type TEmbedService = ReturnType<typeof createEmbedService>;

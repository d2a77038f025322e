import {
  DECK_LIMITS,
  getCopyTitle,
  type TCreatePresentationRequest,
  type TPresentation,
  type TPresentationSummary,
  type TUpdatePresentationRequest,
  getLockedThemeChanges,
  hasProFeatures,
  isFontAllowed,
  resolveDeckBranding,
  parseRosterText,
  ZRosterSchema,
  type TRoster,
} from '@crowdeck/core';
import { fieldRefusal, invalidField, proRequired } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { deckAccessOf, mayRequireOrganisationSignIn } from '../../policies';
import type { TPresentationChanges } from './presentations.repository';
import { omitKeys } from '../../lib/objects';
import type { TPresentationRow } from '../../db/schema';
import type { TAuditEvent } from '../audit/audit.repository';
import { assertUniqueCode, createDeckAccess } from './deck-access';
import { assertOwnImageUrl } from './image-url';
import { copyDeck } from './deck-copy';
import type { TDeckResets } from './deck-deps';
import type { TDeckRepositories, TDeckStore } from './deck.repository';
import { toPresentationSummary, toPresentationView } from './deck-view';
import { withFreshUniqueCode } from './unique-code';

/** Title of a presentation created without one. */
export const DEFAULT_PRESENTATION_TITLE = 'Untitled presentation';

/** Presentations of the signed-in user: create, list, read, change, copy, delete. */
export function createPresentationsService(deps: {
  store: TDeckStore;
  uploadUrl: string;
  resets?: TDeckResets;
  /** Deletes a deck (`remove`) and then the files only it showed. */
  eraseDeck?: (presentationId: string, remove: () => Promise<void>) => Promise<unknown>;
}) {
  const { store } = deps;
  const access = createDeckAccess(store);

  async function loadView(repos: TDeckRepositories, row: TPresentationRow): Promise<TPresentation> {
    const slides = await repos.slides.listByPresentation(row.id);
    const options = await repos.options.listBySlides(slides.map((slide) => slide.id));
    const organisation = await repos.organisationBrand(row.ownerId);
    // The deck's own font and logo stay as saved; the brand says what the organisation adds.
    const { brand } = resolveDeckBranding('custom', row, organisation);
    return { ...toPresentationView(row, slides, options), brand };
  }

  /** 403 `theme.locked` when the owner's organisation locked its theme and a locked field changes. */
  async function assertThemeNotLocked(
    ownerId: string,
    changes: { fontFamily?: string | null; logoUrl?: string | null },
    current: TPresentationRow,
  ): Promise<void> {
    const organisation = await store.organisationBrand(ownerId);
    if (!resolveDeckBranding('custom', current, organisation).brand?.locked) return;
    const [field] = getLockedThemeChanges(changes, current);
    if (field) throw fieldRefusal(403, field, 'theme.locked');
  }

  return {
    /** A new, empty presentation with a fresh join code. */
    async create(ownerId: string, input: TCreatePresentationRequest): Promise<TPresentation> {
      const title = input.title ?? DEFAULT_PRESENTATION_TITLE;
      const row = await withFreshUniqueCode((uniqueCode) =>
        store.presentations.insert({ ownerId, title, uniqueCode }),
      );
      deps.resets?.codeCreated(row.uniqueCode);
      return toPresentationView(row, [], []);
    },

    /** The user's presentations, most recently edited first, then the decks shared with them. */
    async list(ownerId: string): Promise<TPresentationSummary[]> {
      const rows = await store.presentations.listSummaries(ownerId);
      const shared = await store.shares.sharedWith(ownerId);
      const sharedSummaries = shared.flatMap(({ row, ownerName, facts }) => {
        const level = deckAccessOf(ownerId, facts);
        return level ? [{ ...toPresentationSummary(row), access: level, ownerName }] : [];
      });
      return [...rows.map(toPresentationSummary), ...sharedSummaries];
    },

    /** The presentation with its slides and options, in order. */
    async detail(userId: string, id: string): Promise<TPresentation> {
      const { row, access: level } = await access.presentationWithAccess(userId, id, 'view');
      return { ...(await loadView(store, row)), access: level };
    },

    /**
     * Changes title, font, logo or active slide; the active slide must be one of the
     * presentation's. A Pro font or a logo needs an owner with Pro features (clearing never does).
     */
    async update(
      owner: { id: string; plan: string },
      id: string,
      input: TUpdatePresentationRequest,
    ): Promise<TPresentation> {
      const current = await access.presentation(owner.id, id, 'edit');
      // Settings tied to an account (sign-in, organisation theme) are the deck owner's.
      const ownerId = current.ownerId;
      assertUniqueCode(current, input.uniqueCode);
      const changes: TPresentationChanges = omitKeys(input, ['uniqueCode']);
      // One setting on screen: anonymous, nickname, organisation sign-in or roster.
      if (changes.anonymousSession) changes.participantIdentity = 'nickname';
      else if (changes.participantIdentity && changes.participantIdentity !== 'nickname') {
        changes.anonymousSession = false;
      }
      if (
        changes.participantIdentity === 'organisation' &&
        !mayRequireOrganisationSignIn(await store.organisationSso(ownerId))
      ) {
        throw fieldRefusal(403, 'participantIdentity', 'participantIdentity.noSso');
      }
      assertOwnImageUrl(changes.logoUrl, deps.uploadUrl, 'logoUrl');
      assertBrandingAllowed(owner.plan, changes);
      await assertThemeNotLocked(ownerId, changes, current);
      if (changes.slideActiveId != null) {
        const found = isUuid(changes.slideActiveId)
          ? await store.slides.findWithPresentation(changes.slideActiveId)
          : null;
        if (found?.slide.presentationId !== current.id) {
          throw invalidField('slideActiveId', 'id.invalid');
        }
      }
      const updated = await store.presentations.update(current.id, changes, {
        userId: ownerId,
        event: identityModeEvent,
      });
      if (changes.anonymousSession) await store.presentations.makeCurrentRunAnonymous(current.id);
      deps.resets?.deckChanged(current.id);
      // Co-editing: other editors load the deck again (choosing a slide to edit is one's own).
      if (Object.keys(changes).some((key) => key !== 'slideActiveId')) {
        deps.resets?.deckReshaped?.(current.id, owner.id);
      }
      // Phones in the room with a nickname are asked for their real name now, not at their next
      // reconnect.
      if (
        changes.participantIdentity &&
        changes.participantIdentity !== 'nickname' &&
        changes.participantIdentity !== current.participantIdentity
      ) {
        deps.resets?.identityRequired(current.uniqueCode);
      }
      return loadView(store, updated);
    },

    /** The deck's roster of real names, in the order uploaded. */
    async roster(ownerId: string, id: string): Promise<TRoster> {
      const current = await access.presentation(ownerId, id);
      return { names: current.roster ?? [] };
    },

    /**
     * Replaces the deck's roster with the names of an upload (CSV first column or one name a
     * line); null clears it. Phones of a roster deck see the change within seconds.
     */
    async setRoster(ownerId: string, id: string, text: string | null): Promise<TRoster> {
      const current = await access.presentation(ownerId, id);
      let names: string[] | null = null;
      if (text !== null) {
        const parsed = ZRosterSchema.safeParse({ names: parseRosterText(text) });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw invalidField('text', issue?.message ?? 'invalidType');
        }
        names = parsed.data.names;
      }
      await store.presentations.update(
        current.id,
        { roster: names },
        {
          userId: ownerId,
          // How many names, never the names: the roster itself is personal data.
          event: (before) => ({
            action: 'rosterChanged',
            targetType: 'deck',
            targetId: current.id,
            details: {
              title: current.title,
              change: names === null ? 'cleared' : before.roster ? 'replaced' : 'uploaded',
              names: names?.length ?? 0,
            },
          }),
        },
      );
      deps.resets?.deckChanged(current.id);
      return { names: names ?? [] };
    },

    /** A deep copy (slides and options) with a new join code, made in one transaction. */
    async duplicate(ownerId: string, id: string): Promise<TPresentation> {
      const source = await access.presentation(ownerId, id, 'view');
      const copy = await withFreshUniqueCode((uniqueCode) =>
        store.transaction(async (repos) => {
          const { copy, newIds } = await copyDeck(repos, source.id, {
            ownerId,
            title: getCopyTitle(source.title, DECK_LIMITS.titleMax),
            uniqueCode,
            fontFamily: source.fontFamily,
            logoUrl: source.logoUrl,
            // A copy of an anonymous deck is not quietly run with names.
            anonymousSession: source.anonymousSession,
            participantIdentity: source.participantIdentity,
            roster: source.roster,
          });
          const slideActiveId = newIds.get(source.slideActiveId ?? '') ?? null;
          return loadView(repos, await repos.presentations.update(copy.id, { slideActiveId }));
        }),
      );
      deps.resets?.codeCreated(copy.uniqueCode);
      return copy;
    },

    /**
     * Deletes the presentation with its slides, options, runs and everything in them (by their
     * keys), and the uploaded files nothing else shows; a live session on it ends.
     */
    async delete(ownerId: string, id: string): Promise<void> {
      const row = await access.presentation(ownerId, id);
      const slideIds = (await store.slides.listByPresentation(row.id)).map((slide) => slide.id);
      const remove = () =>
        store.presentations.delete(row.id, {
          userId: ownerId,
          event: {
            action: 'deckDeleted',
            targetType: 'deck',
            targetId: row.id,
            details: { title: row.title },
          },
        });
      await (deps.eraseDeck ? deps.eraseDeck(row.id, remove) : remove());
      deps.resets?.deckDeleted(row.id, row.uniqueCode, slideIds);
    },
  };
}

export type TPresentationsService = ReturnType<typeof createPresentationsService>;

/** 403 when a Free owner picks a Pro font or sets a logo (clearing either is always allowed). */
function assertBrandingAllowed(
  plan: string,
  changes: { fontFamily?: string | null; logoUrl?: string | null },
): void {
  if (changes.fontFamily && !isFontAllowed(plan, changes.fontFamily)) {
    throw proRequired(`The font ${changes.fontFamily} is a Pro feature.`);
  }
  if (changes.logoUrl && !hasProFeatures(plan))
    throw proRequired('A custom logo is a Pro feature.');
}

/** How a deck's participants join: anonymous, a nickname, the organisation's sign-in or a roster. */
function identityModeOf(row: TPresentationRow): string {
  return row.anonymousSession ? 'anonymous' : row.participantIdentity;
}

/** The audit entry of a deck whose participants now join another way, or null. */
function identityModeEvent(before: TPresentationRow, after: TPresentationRow): TAuditEvent | null {
  const from = identityModeOf(before);
  const to = identityModeOf(after);
  if (from === to) return null;
  return {
    action: 'identityModeChanged',
    targetType: 'deck',
    targetId: after.id,
    details: { title: after.title, from, to },
  };
}

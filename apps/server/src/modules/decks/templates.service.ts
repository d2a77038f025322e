import { randomUUID } from 'node:crypto';
import {
  getBuiltInTemplate,
  listBuiltInTemplates,
  type TAudienceLanguage,
  type TPresentation,
  type TTemplateCard,
  type TTemplateGalleryResponse,
  type TUseTemplateRequest,
} from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { fieldRefusal } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  mayPublishOrganisationTemplate,
  mayUseOrganisationTemplate,
} from '../../policies';
import { createDeckAccess } from './deck-access';
import { createTemplatesRepository } from './templates.repository';
import { copyDeck } from './deck-copy';
import type { TDeckDeps } from './deck-deps';
import type { TDeckStore } from './deck.repository';
import { buildNewOption, buildNewSlide } from './slide-defaults';
import { withFreshUniqueCode } from './unique-code';

/**
 * The template gallery: built-in decks in every language, and the decks an organisation's owners
 * and admins published for its members. Starting from either makes a deck of the caller's own.
 */
export function createTemplatesService(deps: {
  db: TDatabase;
  store: TDeckStore;
  presentations: TDeckDeps['presentations'];
  codeCreated?: (uniqueCode: string) => void;
}) {
  const { store } = deps;
  const repo = createTemplatesRepository(deps.db);
  const access = createDeckAccess(store);

  /** Decks published in the organisation, as gallery cards. */
  async function organisationCards(organisationId: string): Promise<TTemplateCard[]> {
    const decks = await repo.published(organisationId);
    return decks.map((deck) => ({
      id: deck.id,
      source: 'organisation' as const,
      title: deck.title,
      description: '',
      slideCount: deck.slideTypes.length,
      slideTypes: deck.slideTypes,
    }));
  }

  /** A published deck the caller may start from, or the 404 of anything else. */
  async function organisationTemplate(userId: string, id: string) {
    const membership = await repo.membershipOf(userId);
    const deck = isUuid(id) ? await store.presentations.findById(id) : null;
    const ownerOrganisationId = deck
      ? ((await repo.membershipOf(deck.ownerId))?.organisation.id ?? null)
      : null;
    const template = authorize(deck && { ...deck, ownerOrganisationId }, (subject) =>
      mayUseOrganisationTemplate(membership, subject),
    );
    return { template, membership };
  }

  async function fromBuiltIn(
    ownerId: string,
    id: Extract<TUseTemplateRequest, { source: 'builtIn' }>['id'],
    language: TAudienceLanguage,
  ): Promise<string> {
    const template = getBuiltInTemplate(id, language);
    const row = await withFreshUniqueCode((uniqueCode) =>
      store.transaction(async (repos) => {
        const deck = await repos.presentations.insert({
          ownerId,
          title: template.title,
          uniqueCode,
        });
        const slideIds = template.slides.map(() => randomUUID());
        await repos.slides.insertMany(
          template.slides.map((slide, position) => {
            const base = buildNewSlide(deck.id, slide.type, position, slide.format);
            return {
              ...base,
              id: slideIds[position],
              question: slide.question ?? '',
              body: slide.body ?? '',
              notes: slide.notes ?? '',
              layout: slide.layout ?? base.layout,
              timeLimitSec: slide.timeLimitSec ?? base.timeLimitSec,
              points: slide.points ?? base.points,
              entriesPerParticipant: slide.entriesPerParticipant ?? base.entriesPerParticipant,
              settings: slide.settings ?? {},
            };
          }),
        );
        await repos.options.insertMany(
          template.slides.flatMap((slide, position) =>
            (slide.options ?? []).map((option, index) => ({
              ...buildNewOption(slideIds[position] ?? '', index, option.text),
              isCorrect: option.isCorrect ?? false,
            })),
          ),
        );
        return repos.presentations.update(deck.id, { slideActiveId: slideIds[0] ?? null });
      }),
    );
    deps.codeCreated?.(row.uniqueCode);
    return row.id;
  }

  async function fromOrganisation(ownerId: string, id: string): Promise<string> {
    const { template } = await organisationTemplate(ownerId, id);
    const row = await withFreshUniqueCode((uniqueCode) =>
      store.transaction(async (repos) => {
        const { copy, slides, newIds } = await copyDeck(repos, template.id, {
          ownerId,
          title: template.title,
          uniqueCode,
          fontFamily: template.fontFamily,
          logoUrl: template.logoUrl,
          anonymousSession: template.anonymousSession,
          // A roster names the template owner's own people: the copy starts without one.
          participantIdentity:
            template.participantIdentity === 'roster' ? 'nickname' : template.participantIdentity,
        });
        const first = slides[0];
        return repos.presentations.update(copy.id, {
          slideActiveId: first ? (newIds.get(first.id) ?? null) : null,
        });
      }),
    );
    deps.codeCreated?.(row.uniqueCode);
    return row.id;
  }

  return {
    /** The gallery in `language`, with the caller's organisation's templates. */
    async gallery(userId: string, language: TAudienceLanguage): Promise<TTemplateGalleryResponse> {
      const membership = await repo.membershipOf(userId);
      return {
        language,
        builtIn: listBuiltInTemplates(language),
        organisation: membership ? await organisationCards(membership.organisation.id) : [],
      };
    },

    /** A new deck of the caller's from a template, with all its slides. */
    async use(ownerId: string, request: TUseTemplateRequest): Promise<TPresentation> {
      const id =
        request.source === 'builtIn'
          ? await fromBuiltIn(ownerId, request.id, request.lang)
          : await fromOrganisation(ownerId, request.id);
      return deps.presentations.detail(ownerId, id);
    },

    /**
     * Publishes the caller's own deck as a template of their organisation (owners and admins),
     * or takes a published one of the organisation back. A deck not theirs to see answers 404,
     * a member who may see it but not publish 403.
     */
    async publish(userId: string, id: string, published: boolean): Promise<{ published: boolean }> {
      const deck = published
        ? await access.presentation(userId, id)
        : (await organisationTemplate(userId, id)).template;
      if (!mayPublishOrganisationTemplate(await repo.membershipOf(userId))) {
        throw fieldRefusal(403, 'published', 'template.adminOnly');
      }
      await repo.setPublished(deck.id, published);
      return { published };
    },
  };
}

export type TTemplatesService = ReturnType<typeof createTemplatesService>;

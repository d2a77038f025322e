import type { TGrantControlState } from '@crowdeck/core';
import { fieldRefusal, notFound } from '../../../http/api-error';
import type { createDeckAccess } from '../../decks/deck-access';
import type { createSlidesRepository } from '../../decks/slides.repository';
import type { TLive } from '../../live';
import type { TAddinCaller } from './grants.service';

/**
 * The control screen an integration offers with its grant (the Teams app's side panel): the live
 * slide and counts of the granted presentation, next and previous, the live slide's question.
 * Every call first checks that the grant still reaches its deck (policies' `mayGrantReach`), and each acts on that deck
 * only, through the live module's own controls (phones and presenter windows follow as they do
 * for the control screen).
 */
export function createGrantControl(deps: {
  access: ReturnType<typeof createDeckAccess>;
  slides: Pick<ReturnType<typeof createSlidesRepository>, 'listByPresentation'>;
  live: Pick<TLive, 'moveSlide' | 'game' | 'embeds'>;
}) {
  const { access, live } = deps;

  async function deckOf(caller: TAddinCaller) {
    const deck = await access.granted(caller);
    return { deck, slides: await deps.slides.listByPresentation(deck.id) };
  }

  async function state(caller: TAddinCaller): Promise<TGrantControlState> {
    const { deck, slides } = await deckOf(caller);
    // What the room's screen shows of the live slide: its results as the presenter sees them.
    const view = await live.embeds.view(deck.id, { view: 'results', screen: null });
    if (!view) throw notFound();
    const index = view.slide ? slides.findIndex((s) => s.id === view.slide?.id) : -1;
    const row = index >= 0 ? slides[index] : undefined;
    const question = view.question?.slideId === row?.id ? view.question : null;
    return {
      presentationId: deck.id,
      title: deck.title,
      code: deck.uniqueCode,
      slideCount: slides.length,
      slide: row ? { id: row.id, number: index + 1, type: row.type, title: row.question } : null,
      playerCount: view.playerCount,
      responses: view.results?.totalResponses ?? 0,
      questionPhase: row?.type === 'quiz' && question ? question.phase : null,
      votingClosed: view.results?.votingClosed === true,
      ended: view.ended,
    };
  }

  return {
    /** GET control/: the live slide and the counts. */
    state,

    /** POST control/move/: the slide after or before the live one becomes live. */
    async move(caller: TAddinCaller, to: 'next' | 'previous'): Promise<TGrantControlState> {
      const { deck, slides } = await deckOf(caller);
      const index = slides.findIndex((s) => s.id === deck.slideActiveId);
      const target = to === 'next' ? slides[index + 1] : index > 0 ? slides[index - 1] : undefined;
      if (!target) throw fieldRefusal(409, 'to', 'controlMove.edge');
      await live.moveSlide(caller.userId, deck.id, target.id);
      return state(caller);
    },

    /**
     * POST control/question/: starts the live slide's quiz question, or closes it (results
     * shown); on a poll, closes its voting (results shown) or opens it again.
     */
    async question(caller: TAddinCaller, action: 'start' | 'close'): Promise<TGrantControlState> {
      const { deck, slides } = await deckOf(caller);
      // A deck without slides has no live one: nothing to start.
      const current = slides.find((s) => s.id === deck.slideActiveId);
      if (!current) throw notFound();
      await live.game(caller.userId, current.id, { action, uniqueCode: deck.uniqueCode });
      return state(caller);
    },
  };
}

export type TGrantControl = ReturnType<typeof createGrantControl>;

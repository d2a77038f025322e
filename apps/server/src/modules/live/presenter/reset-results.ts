import type { TLivePush } from '../broadcast/push';
import type { TLiveBus } from '../cluster/bus';
import type { TAnswerCommits } from '../data/answer-commits';
import type { TDeckCache } from '../data/deck-cache';
import type { TLiveResetRepository } from '../data/reset.repository';
import type { TEntryQuota } from '../phones/entry-quota';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TNewRunFollowUp } from './new-run';

/**
 * Resetting live results, whoever asks (the deck's and the slide's reset routes, presenting a
 * deck again in a new run): question timers and entry counts of the slides go, answers accepted
 * before are written first so the reset takes them too, the results are cleared in one
 * transaction, every node hears of it and phones and presenter windows get the state afresh.
 * The caller has checked who may reset them.
 */
export function createResetResults(deps: {
  decks: TDeckCache;
  quota: Pick<TEntryQuota, 'forgetSlides'>;
  commits: Pick<TAnswerCommits, 'settleAnswers' | 'settleEntries'>;
  quiz: Pick<TQuestionClock, 'forget'>;
  push: TLivePush;
  bus: TLiveBus;
  /** Clears results in one transaction. */
  resets: TLiveResetRepository;
  /** What follows a new run: phones of the earlier one let go, presenter windows told. */
  newRun: TNewRunFollowUp;
}) {
  /**
   * Clears some slides in the current run, or (`slideIds` null) starts the deck in a new run with
   * the earlier one kept, and tells everyone.
   */
  async function clear(presentationId: string, slideIds: string[] | null): Promise<void> {
    const before = await deps.decks.byId(presentationId, { reload: true });
    if (!before) return;
    const ids = slideIds ?? before.slides.map((slide) => slide.id);
    await deps.quiz.forget(ids);
    // Answers and entries accepted before the reset are written first, so the delete takes them
    // too (written after it, they would survive the reset); the counts are reloaded after it.
    await Promise.all([deps.commits.settleAnswers(), deps.commits.settleEntries()]);
    const screen =
      slideIds === null ? await deps.resets.startNewRun(presentationId, before.runId) : null;
    if (slideIds !== null) await deps.resets.clearSlides(presentationId, before.runId, ids);
    deps.quota.forgetSlides(ids);
    deps.decks.forget(presentationId);
    await deps.bus.publish({ type: 'reset', presentationId, slideIds: ids });
    const deck = await deps.decks.byId(presentationId);
    if (!deck) return;
    // Before anything of the new run is pushed: the earlier run's phones hear none of it.
    if (slideIds === null) await deps.newRun.started(deck, screen);
    await deps.push.roomState(deck);
    if (slideIds !== null) await deps.push.meToAll(deck, ids);
  }

  return {
    /** Clears a whole presentation's results (participants stay, scores go back to 0) and unlocks it. */
    resetPresentation: (presentationId: string) => clear(presentationId, null),

    /** Clears one slide's results (and the scores it gave). */
    resetSlide: (presentationId: string, slideId: string) => clear(presentationId, [slideId]),
  };
}

export type TResetResults = ReturnType<typeof createResetResults>;

import type { TPresenterKey } from '../i18n/i18n';
import { i18n } from '../i18n/i18n';
import { toast } from '../components/toasts';
import {
  getNextSlideId,
  getPreviousSlideId,
  getQuizPosition,
  shouldNotifyServerOfSlideChange,
  type TSlide,
} from '@crowdeck/core';
import { describeError } from '../i18n/error-message';
import { usePresenterStore } from '../state/presenter-store';
import * as liveApi from './live-api';
import { EMPTY_LIVE_DATA, withActiveSlide, withSlideChanges } from './live-data';
import {
  readLeaderboard,
  readTeamStandings,
  readOpenEndedResults,
  readQuestionTiming,
  readSlideResults,
  readWordResults,
} from './live-responses';
import { showNewRun } from './new-run';
import { askToEnd } from './session-end-store';
import { getSocketId, receiveLiveMessage } from './socket';
import { wordMessage } from '../i18n/word-message';

const store = usePresenterStore;

/** Shows a failed presenter action as a toast: what failed, then why. */
export function reportActionError(titleKey: TPresenterKey, error: unknown): void {
  const reason = describeError(error);
  const why = wordMessage(i18n.t, reason);
  toast.error(`${i18n.t(titleKey)} ${why}`);
}

/** The slide changes told to the server, one after the other. */
let slideChanges: Promise<void> = Promise.resolve();

/**
 * Tells the server which slide the audience should see (PUT slideNext, with the socket id). The
 * changes go one at a time, in the order made: Back then Next in quick succession must not reach
 * the server the other way round (the phones would stay on the slide before).
 */
export function notifyServerOfSlide(slideId: string, isLeaderboardNext = false): Promise<void> {
  slideChanges = slideChanges.then(() => sendSlide(slideId, isLeaderboardNext));
  return slideChanges;
}

async function sendSlide(slideId: string, isLeaderboardNext: boolean): Promise<void> {
  const deck = store.getState().presentation;
  if (!deck) return;
  try {
    const socketId = getSocketId();
    const answer = await liveApi.putSlideNext(deck.id, {
      slideActiveId: slideId,
      isLeaderboardNext,
      uniqueCode: deck.uniqueCode,
      ...(socketId ? { socketId } : {}),
    });
    const question = readQuestionTiming(answer);
    if (question) receiveLiveMessage({ type: 'question', question });
  } catch (error) {
    reportActionError('present.error.slideChange', error);
  }
}

/**
 * Updates the local active slide at once, then tells the server unless updates are
 * disabled or the change leaves a leaderboard without being flagged as leaderboard-next.
 */
export function changeSlide(slideId: string, options: { isLeaderboardNext?: boolean } = {}): void {
  const { presentation, slide } = store.getState();
  if (!presentation || slide?.id === slideId) return;
  const isLeaderboardNext = options.isLeaderboardNext ?? false;
  const notify = shouldNotifyServerOfSlideChange({
    currentSlideType: slide?.type ?? null,
    isLeaderboardNext,
    isDisableUpdateServer: presentation.isDisableUpdateServer,
  });
  const next = withActiveSlide(presentation, slideId);
  store.setState(next);
  if (notify) void notifyServerOfSlide(slideId, isLeaderboardNext);
  if (next.slide) void loadSlideData(next.slide);
}

/** Shows or hides the lobby; the QR code comes and goes with it (the menu can still toggle it). */
export function setLobbyVisible(visible: boolean): void {
  store.setState({ isShowLobbyScreen: visible, showQrCode: visible });
}

/** Next: hides the lobby first; then the following slide, unless on the last or following the audience. */
export function goNext(): void {
  const { presentation, slide, presentingSlideId, isShowLobbyScreen } = store.getState();
  if (isShowLobbyScreen) {
    setLobbyVisible(false);
    return;
  }
  if (!presentation) return;
  const nextId = getNextSlideId(presentation.Slides, slide?.id ?? null, presentingSlideId);
  // Leaving a leaderboard forward is the leaderboard-next case the server must hear about.
  if (nextId) changeSlide(nextId, { isLeaderboardNext: slide?.type === 'leaderboard' });
  // Next on the last slide offers to end the session.
  else if (!presentingSlideId) askToEnd(true);
}

/**
 * Back: the previous slide unless on the first; ignored while following. Like Next, it first
 * takes the lobby off the slide; it never shows the lobby (its own control does), so Back then
 * Next comes back to the same slide.
 */
export function goBack(): void {
  const { presentation, slide, presentingSlideId, isShowLobbyScreen } = store.getState();
  if (isShowLobbyScreen) {
    setLobbyVisible(false);
    return;
  }
  if (!presentation || presentingSlideId) return;
  const previousId = getPreviousSlideId(presentation.Slides, slide?.id ?? null, presentingSlideId);
  if (previousId) changeSlide(previousId);
}

/** Whether Enter/Space should start the quiz: a quiz slide whose game has not started. */
export function canStartQuiz(slide: TSlide | null, questionSlideId: string | null): boolean {
  return slide?.type === 'quiz' && !slide.gameScreen && questionSlideId !== slide.id;
}

/**
 * Starts the quiz on the active slide: game screen "question index" (position among quiz slides
 * only), lobby hidden, then POST slideGame start; the server's timing drives the rest.
 */
export async function startQuiz(): Promise<void> {
  const { presentation, slide } = store.getState();
  if (!presentation || !slide || slide.type !== 'quiz') return;
  const position = getQuizPosition(presentation.Slides, slide.id);
  store.setState({
    ...withSlideChanges(presentation, slide.id, { gameScreen: 'questionIndex', ...position }),
    isShowLobbyScreen: false,
    showQrCode: false,
  });
  try {
    await sendQuestionAction(slide.id, presentation.uniqueCode, 'start');
  } catch (error) {
    const deck = store.getState().presentation;
    if (deck) store.setState(withSlideChanges(deck, slide.id, { gameScreen: null }));
    reportActionError('present.error.startQuiz', error);
  }
}

/** Closes the active poll's voting (phones stop answering, hidden results show) or reopens it. */
export async function setPollVoting(open: boolean): Promise<void> {
  const { presentation, slide } = store.getState();
  if (!presentation || !slide || slide.type !== 'poll') return;
  try {
    await liveApi.postSlideGame(slide.id, {
      uniqueCode: presentation.uniqueCode,
      action: open ? 'start' : 'close',
    });
  } catch (error) {
    reportActionError(open ? 'present.error.openVoting' : 'present.error.closeVoting', error);
  }
}

/** Closes the open question early (everyone answered, or the presenter moves on). */
export async function closeQuestion(): Promise<void> {
  const { presentation, slide } = store.getState();
  if (!presentation || !slide) return;
  try {
    await sendQuestionAction(slide.id, presentation.uniqueCode, 'close');
  } catch (error) {
    reportActionError('present.error.closeQuestion', error);
  }
}

/** Starts or closes a slide's question on the server, then applies the timing it answers. */
async function sendQuestionAction(slideId: string, uniqueCode: string, action: 'start' | 'close') {
  const answer = await liveApi.postSlideGame(slideId, { uniqueCode, action });
  const question = readQuestionTiming(answer);
  if (question) receiveLiveMessage({ type: 'question', question });
}

/** Loads what a slide shows from the server (results, words, answers or leaderboard). */
export async function loadSlideData(slide: TSlide): Promise<void> {
  try {
    if (slide.type === 'leaderboard') {
      const data = await liveApi.getSlideLeaderboard(slide.id);
      const entries = readLeaderboard(data);
      const teams = readTeamStandings(data);
      if (entries)
        receiveLiveMessage({ type: 'leaderboard', entries, ...(teams ? { teams } : {}) });
      return;
    }
    const results =
      slide.type === 'wordCloud'
        ? readWordResults(await liveApi.getWordSlide(slide.id), slide.id)
        : slide.type === 'openEnded'
          ? readOpenEndedResults(await liveApi.getWordSlideOpenEnded(slide.id), slide.id)
          : readSlideResults(await liveApi.getSlideResults(slide.id));
    if (results) receiveLiveMessage({ type: 'results', results });
  } catch {
    // Live updates follow on the socket; a failed first load only leaves the chart empty.
  }
}

/** Clears the answers of the active slide; the quiz can be played again. */
export async function resetSlide(): Promise<boolean> {
  const { presentation, slide } = store.getState();
  if (!presentation || !slide) return false;
  try {
    await liveApi.postSlideReset(slide.id, presentation.uniqueCode);
  } catch (error) {
    reportActionError('present.error.reset', error);
    return false;
  }
  const state = store.getState();
  if (!state.presentation) return false;
  const live = state.audienceData ?? EMPTY_LIVE_DATA;
  const results = Object.fromEntries(
    Object.entries(live.results).filter(([id]) => id !== slide.id),
  );
  const question = live.question?.slideId === slide.id ? null : live.question;
  store.setState({
    ...withSlideChanges(state.presentation, slide.id, { gameScreen: null }),
    audienceData: { ...live, results, question },
  });
  toast.success(i18n.t('present.reset.slideDone'));
  void loadSlideData(slide);
  return true;
}

/** Starts the presentation over in a new session: the first slide, the lobby, nothing of the last. */
export async function resetPresentation(options: { quiet?: boolean } = {}): Promise<boolean> {
  const { presentation } = store.getState();
  if (!presentation) return false;
  try {
    await liveApi.postPresentationReset(presentation.id, presentation.uniqueCode);
  } catch (error) {
    reportActionError('present.error.reset', error);
    return false;
  }
  showNewRun();
  if (!options.quiet) toast.success(i18n.t('present.reset.presentationDone'));
  return true;
}

/** Audience-following mode: lock on the current slide (next/back ignored) or release. */
export function setFollowAudience(on: boolean): void {
  const { slide } = store.getState();
  store.getState().setPresentingSlideId(on && slide ? slide.id : null);
}

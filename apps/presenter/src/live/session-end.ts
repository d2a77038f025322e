import { toast } from '../components/toasts';
import { i18n } from '../i18n/i18n';
import { usePresenterStore } from '../state/presenter-store';
import * as liveApi from './live-api';
import type { TRunStatus } from '@crowdeck/core';
import { showNewRun } from './new-run';
import { reportActionError } from './present-actions';
import { republishScreen } from './screen-sync';
import { useSessionEndStore } from './session-end-store';

/** Ends the session: phones are told, the end screen shows. */
export async function endSession(): Promise<boolean> {
  const deck = usePresenterStore.getState().presentation;
  if (!deck) return false;
  try {
    const ended = await liveApi.postLiveEnd(deck.id);
    useSessionEndStore.setState({ ended, isEndAsked: false });
    usePresenterStore.getState().setIsMenuVisible(false);
    return true;
  } catch (error) {
    reportActionError('present.end.error', error);
    return false;
  }
}

/** The run this tab presents (kept over a reload, so a reload mid-session does not ask again). */
const presentedKey = (presentationId: string) => `crowdeck:presented-run:${presentationId}`;
function rememberRun(presentationId: string, runId: string): void {
  try {
    sessionStorage.setItem(presentedKey(presentationId), runId);
  } catch {
    // Storage off: the question is asked again after a reload, nothing worse.
  }
}
function isPresentedHere(presentationId: string, runId: string): boolean {
  try {
    return sessionStorage.getItem(presentedKey(presentationId)) === runId;
  } catch {
    return false;
  }
}

/**
 * The deck's last run when the presenter should choose between continuing it and starting a new
 * one (it was ended, or — unless `onlyEnded` — has results and is not the run this tab was
 * already presenting); null when presenting simply carries on (this tab presents it from now on).
 */
export async function findEarlierRun(
  presentationId: string,
  options: { onlyEnded?: boolean } = {},
): Promise<TRunStatus | null> {
  try {
    const run = await liveApi.getLiveRun(presentationId);
    const hasResults = run.participantCount > 0 || run.responseCount > 0;
    const unasked = hasResults && !options.onlyEnded && !isPresentedHere(presentationId, run.runId);
    const ask = run.endedAt !== null || unasked;
    if (ask) return run;
    rememberRun(presentationId, run.runId);
  } catch {
    // Not asked: presenting carries on with the current run, as before.
  }
  return null;
}

/**
 * On opening the control screen or a phone remote: asks about the deck's last run if it ended (a
 * session still running goes on: these windows are opened to drive it).
 */
export async function checkEarlierRun(presentationId: string): Promise<void> {
  useSessionEndStore.setState({ ended: null, isEndAsked: false, earlierRun: null });
  const earlierRun = await findEarlierRun(presentationId, { onlyEnded: true });
  if (earlierRun) useSessionEndStore.setState({ earlierRun });
}

/**
 * The presenter's choice before presenting (from the editor or the list): `continue` opens the
 * last run again if it was ended, `new` starts a new one on the first slide. False if it failed
 * (a toast says so).
 */
export async function chooseRun(
  presentationId: string,
  mode: 'continue' | 'new',
): Promise<boolean> {
  try {
    const run = await liveApi.postLiveRun(presentationId, mode);
    rememberRun(presentationId, run.runId);
    return true;
  } catch (error) {
    reportActionError(mode === 'new' ? 'present.error.reset' : 'present.end.error', error);
    return false;
  }
}

/** Carries on with the current run (opened again if it was ended). */
export async function continueRun(): Promise<boolean> {
  const deck = usePresenterStore.getState().presentation;
  if (!deck || !(await chooseRun(deck.id, 'continue'))) return false;
  useSessionEndStore.setState({ earlierRun: null, ended: null });
  // The other windows (projector, control screen, remote) leave their end screen too.
  republishScreen();
  return true;
}

/**
 * Starts a new run: every presenter window shows the first slide under an empty lobby, and the
 * earlier run keeps its results.
 */
export async function startNewRun(): Promise<boolean> {
  const deck = usePresenterStore.getState().presentation;
  if (!deck || !(await chooseRun(deck.id, 'new'))) return false;
  showNewRun();
  toast.success(i18n.t('present.run.newDone'));
  return true;
}

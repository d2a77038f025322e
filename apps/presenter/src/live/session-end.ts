import { toast } from '../components/toasts';
import { i18n } from '../i18n/i18n';
import { usePresenterStore } from '../state/presenter-store';
import * as liveApi from './live-api';
import { reportActionError, resetPresentation } from './present-actions';
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
 * On entering present mode: asks about the deck's last run when it was ended, or has results and
 * is not the run this tab was already presenting (a reload carries on without asking).
 */
export async function checkEarlierRun(presentationId: string): Promise<void> {
  useSessionEndStore.setState({ ended: null, isEndAsked: false, earlierRun: null });
  try {
    const run = await liveApi.getLiveRun(presentationId);
    const hasResults = run.participantCount > 0 || run.responseCount > 0;
    const ask = run.endedAt !== null || (hasResults && !isPresentedHere(presentationId, run.runId));
    if (ask) useSessionEndStore.setState({ earlierRun: run });
    else rememberRun(presentationId, run.runId);
  } catch {
    // Not asked: presenting carries on with the current run, as before.
  }
}

/** Carries on with the current run (opened again if it was ended). */
export async function continueRun(): Promise<boolean> {
  const deck = usePresenterStore.getState().presentation;
  if (!deck) return false;
  try {
    const run = await liveApi.postLiveRun(deck.id, 'continue');
    rememberRun(deck.id, run.runId);
    useSessionEndStore.setState({ earlierRun: null, ended: null });
    // The other windows (projector, control screen, remote) leave their end screen too.
    republishScreen();
    return true;
  } catch (error) {
    reportActionError('present.end.error', error);
    return false;
  }
}

/** Starts a new run: the lobby opens empty, the earlier run keeps its results. */
export async function startNewRun(): Promise<boolean> {
  const deck = usePresenterStore.getState().presentation;
  if (!deck || !(await resetPresentation({ quiet: true }))) return false;
  useSessionEndStore.setState({ earlierRun: null, ended: null });
  republishScreen();
  await liveApi
    .getLiveRun(deck.id)
    .then((run) => rememberRun(deck.id, run.runId))
    .catch(() => undefined);
  toast.success(i18n.t('present.run.newDone'));
  return true;
}

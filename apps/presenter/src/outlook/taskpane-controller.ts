import {
  API_PATHS,
  OFFICE_ADDIN_PATHS,
  OUTLOOK_QR_SIZE,
  ZEmbedViewStateSchema,
} from '@crowdeck/core';
import { z } from 'zod';
import { AddinApiError, type TAddinApi } from '../office/addin-api';
import { openSignInDialog, safeJson } from '../office/sign-in-dialog';
import { invitationHtml, invitationText, type TInvitationWords } from './invitation';
import type { TOutlookHost } from './outlook-host';

/** What the task pane shows. */
export type TTaskpanePhase = 'starting' | 'outside' | 'signIn' | 'ready' | 'inserting' | 'done';
export type TTaskpaneProblem =
  'popupBlocked' | 'dialogFailed' | 'network' | 'revoked' | 'notMeeting' | 'insertFailed';

export interface TTaskpaneState {
  phase: TTaskpanePhase;
  problem: TTaskpaneProblem | null;
  /** The presentation the add-in holds a grant for. */
  presentationTitle: string | null;
}

const ZHeldGrantSchema = z.object({
  token: z.string().min(1),
  presentationId: z.string(),
  presentationTitle: z.string(),
});
type THeldGrant = z.infer<typeof ZHeldGrantSchema>;

const ZJoinSchema = ZEmbedViewStateSchema.pick({ title: true, code: true, audienceHost: true });

const GRANT_KEY = 'crowdeck.outlook.grant';

/**
 * The Outlook task pane's logic: sign in through the PowerPoint add-in's popup (a grant of one
 * presentation, for the client 'outlook'), then write the presentation's join block into the
 * meeting invitation at the cursor, and optionally its join link as the meeting's location.
 */
export function createTaskpaneController(deps: {
  office: TOutlookHost;
  api: TAddinApi;
  /** This server's presenter origin (the dialog, the QR image) and API base ('' for the origin). */
  origin: string;
  apiUrl: string;
  audienceUrl: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  words: () => TInvitationWords;
  fetcher?: typeof fetch;
}) {
  const { office } = deps;
  const fetcher = deps.fetcher ?? fetch;
  let state: TTaskpaneState = { phase: 'starting', problem: null, presentationTitle: null };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<TTaskpaneState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const key = () => `${office.context.partitionKey ?? ''}${GRANT_KEY}`;
  const held = (): THeldGrant | null => {
    const parsed = ZHeldGrantSchema.safeParse(safeJson(deps.storage.getItem(key()) ?? ''));
    return parsed.success ? parsed.data : null;
  };
  const forget = () => deps.storage.removeItem(key());
  const absolute = (base: string) => (base ? base.replace(/\/+$/, '') : deps.origin);

  /** The join address, code and QR image of the held presentation (its live embed's view token). */
  async function joinBlock(grant: THeldGrant) {
    const { url } = await deps.api.embed(grant.token);
    const viewToken = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    const api = absolute(deps.apiUrl);
    let response: Response;
    try {
      response = await fetcher(
        `${api}${API_PATHS.embedView}${encodeURIComponent(viewToken)}/?view=join`,
      );
    } catch {
      throw new AddinApiError(0);
    }
    if (!response.ok) throw new AddinApiError(response.status);
    const join = ZJoinSchema.parse(await response.json());
    const audience = join.audienceHost
      ? `${/^https:/i.test(deps.audienceUrl) ? 'https' : 'http'}://${join.audienceHost}`
      : deps.audienceUrl.replace(/\/+$/, '');
    return {
      title: join.title,
      code: join.code,
      joinUrl: `${audience}/${encodeURIComponent(join.code)}`,
      qrUrl: `${api}${API_PATHS.embedQr}${encodeURIComponent(viewToken)}/?size=${OUTLOOK_QR_SIZE}`,
      qrSize: OUTLOOK_QR_SIZE,
    };
  }

  const call = <T>(run: (callback: (result: { status: string; value: T }) => void) => void) =>
    new Promise<T>((resolve, reject) =>
      run((result) =>
        result.status === office.AsyncResultStatus.Succeeded
          ? resolve(result.value)
          : reject(new Error('Office refused')),
      ),
    );

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Waits for Office: outside Outlook a fallback, else the held grant or the sign-in. */
    async start(): Promise<void> {
      const info = await office.onReady().catch(() => null);
      if (info?.host !== 'Outlook') {
        set({ phase: 'outside' });
        return;
      }
      const grant = held();
      set({
        phase: grant ? 'ready' : 'signIn',
        presentationTitle: grant?.presentationTitle ?? null,
      });
    },

    /** Opens the sign-in popup on the Crowdeck origin; resolves once it answered or closed. */
    async signIn(): Promise<void> {
      set({ problem: null });
      const url = `${deps.origin}${OFFICE_ADDIN_PATHS.dialog}?client=outlook`;
      const outcome = await openSignInDialog(office, url);
      if (outcome.kind === 'problem') set({ problem: outcome.problem });
      else if (outcome.kind === 'granted') {
        deps.storage.setItem(key(), JSON.stringify(outcome.grant));
        set({ phase: 'ready', presentationTitle: outcome.grant.presentationTitle });
      }
    },

    /** Writes the join block at the cursor of the invitation (HTML, or text for a text body). */
    async insert(options: { setLocation: boolean }): Promise<void> {
      const grant = held();
      const item = office.context.mailbox.item;
      if (!grant) {
        set({ phase: 'signIn' });
        return;
      }
      if (!item || (item.itemType !== undefined && item.itemType !== 'appointment')) {
        set({ problem: 'notMeeting' });
        return;
      }
      set({ phase: 'inserting', problem: null });
      let block;
      try {
        block = await joinBlock(grant);
      } catch (error) {
        const status = error instanceof AddinApiError ? error.status : -1;
        if (status === 401 || status === 404) {
          forget();
          set({ phase: 'signIn', problem: 'revoked', presentationTitle: null });
        } else set({ phase: 'ready', problem: 'network' });
        return;
      }
      try {
        const type = await call<string>((done) => item.body.getTypeAsync(done));
        const html = type === 'html';
        await call<void>((done) =>
          item.body.setSelectedDataAsync(
            html ? invitationHtml(block, deps.words()) : invitationText(block, deps.words()),
            { coercionType: html ? office.CoercionType.Html : office.CoercionType.Text },
            done,
          ),
        );
        if (options.setLocation && item.location) {
          await call<void>((done) => item.location!.setAsync(block.joinUrl, done));
        }
      } catch {
        set({ phase: 'ready', problem: 'insertFailed' });
        return;
      }
      set({ phase: 'done', presentationTitle: block.title });
    },

    /** Back to the pane's choice after an insertion. */
    again(): void {
      set({ phase: 'ready', problem: null });
    },

    /** Ends the grant on the server (best effort) and forgets it here. */
    async signOut(): Promise<void> {
      const grant = held();
      forget();
      set({ phase: 'signIn', presentationTitle: null, problem: null });
      if (grant) await deps.api.signOut(grant.token).catch(() => undefined);
    },
  };
}

export type TTaskpaneController = ReturnType<typeof createTaskpaneController>;

import { ZOfficeDialogMessageSchema } from '@crowdeck/core';
import type { THeldGrant } from './grant-store';
import { OFFICE_ERRORS, type TDialogUi } from './office-host';

/** What of Office the sign-in popup needs (PowerPoint's and Outlook's hosts both have it). */
export interface TDialogHost {
  context: { ui: TDialogUi };
  EventType: { DialogMessageReceived: string; DialogEventReceived: string };
  AsyncResultStatus: { Succeeded: string };
}

/** How the popup ended: a grant, nothing (cancelled or closed), or a problem. */
export type TSignInOutcome =
  | { kind: 'granted'; grant: THeldGrant }
  | { kind: 'none' }
  | { kind: 'problem'; problem: 'popupBlocked' | 'dialogFailed' };

/** The popup's message as JSON, or null when it is not. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Opens the sign-in popup at `url` (on the Crowdeck origin); resolves once it answered or was
 * closed.
 */
export function openSignInDialog(office: TDialogHost, url: string): Promise<TSignInOutcome> {
  return new Promise((resolve) => {
    office.context.ui.displayDialogAsync(
      url,
      { height: 70, width: 35, promptBeforeOpen: false },
      (result) => {
        if (result.status !== office.AsyncResultStatus.Succeeded) {
          const blocked = result.error?.code === OFFICE_ERRORS.popupBlocked;
          resolve({ kind: 'problem', problem: blocked ? 'popupBlocked' : 'dialogFailed' });
          return;
        }
        const dialog = result.value;
        dialog.addEventHandler(office.EventType.DialogMessageReceived, (arg) => {
          const parsed = ZOfficeDialogMessageSchema.safeParse(safeJson(arg.message ?? ''));
          dialog.close();
          if (!parsed.success) resolve({ kind: 'problem', problem: 'dialogFailed' });
          else if (parsed.data.type === 'cancelled') resolve({ kind: 'none' });
          else {
            const { token, presentationId, presentationTitle } = parsed.data;
            resolve({ kind: 'granted', grant: { token, presentationId, presentationTitle } });
          }
        });
        // Closed by the user, or it navigated away: nothing changes.
        dialog.addEventHandler(office.EventType.DialogEventReceived, () =>
          resolve({ kind: 'none' }),
        );
      },
    );
  });
}

import type { TAsyncResult, TDialogUi } from '../office/office-host';

/**
 * The part of Office.js the Outlook task pane uses, typed narrowly so the logic runs against
 * Microsoft's office-addin-mock in unit tests and against the real `Office` object in Outlook.
 */
export interface TOutlookHost {
  onReady(): Promise<{ host: string | null; platform: string | null }>;
  context: {
    displayLanguage?: string;
    /** Office on the web: the key to prefix localStorage keys with (partitioned storage). */
    partitionKey?: string;
    mailbox: {
      item: {
        /** 'appointment' while a meeting is being written. */
        itemType?: string;
        body: {
          getTypeAsync(callback: (result: TAsyncResult<string>) => void): void;
          setSelectedDataAsync(
            data: string,
            options: { coercionType: string },
            callback: (result: TAsyncResult<void>) => void,
          ): void;
        };
        location?: {
          setAsync(location: string, callback: (result: TAsyncResult<void>) => void): void;
        };
      } | null;
    };
    ui: TDialogUi;
  };
  EventType: { DialogMessageReceived: string; DialogEventReceived: string };
  AsyncResultStatus: { Succeeded: string; Failed: string };
  CoercionType: { Html: string; Text: string };
}

/** The loaded `Office` global, or null (office.js did not load: no network, or not in Office). */
export function outlookGlobal(): TOutlookHost | null {
  const found = (globalThis as { Office?: unknown }).Office;
  return found && typeof found === 'object' ? (found as TOutlookHost) : null;
}

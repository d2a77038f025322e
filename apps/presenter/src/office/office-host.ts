/**
 * The part of Office.js (https://appsforoffice.microsoft.com/lib/1/hosted/office.js) the add-in
 * uses, typed narrowly so the logic runs against Microsoft's office-addin-mock in unit tests and
 * against the real `Office` object in PowerPoint.
 */

/** Office's callback result (Office.AsyncResult). */
export interface TAsyncResult<T> {
  status: string;
  value: T;
  error?: { code: number; message: string };
}

/** PowerPoint's view: 'read' in Slide Show and Reading view, 'edit' while editing. */
export type TActiveView = 'read' | 'edit';

/** The sign-in popup (Office.Dialog). */
export interface TOfficeDialog {
  addEventHandler(type: string, handler: (arg: { message?: string; error?: number }) => void): void;
  close(): void;
}

/** Office's popup: a page of the add-in's origin in a dialog window. */
export interface TDialogUi {
  displayDialogAsync(
    url: string,
    options: { height: number; width: number; promptBeforeOpen?: boolean },
    callback: (result: TAsyncResult<TOfficeDialog>) => void,
  ): void;
}

export interface TOfficeHost {
  onReady(): Promise<{ host: string | null; platform: string | null }>;
  context: {
    displayLanguage?: string;
    /** Office on the web: the key to prefix localStorage keys with (partitioned storage). */
    partitionKey?: string;
    document: {
      settings: {
        get(name: string): unknown;
        set(name: string, value: unknown): void;
        remove(name: string): void;
        saveAsync(callback?: (result: TAsyncResult<void>) => void): void;
      };
      getActiveViewAsync(callback: (result: TAsyncResult<TActiveView>) => void): void;
      addHandlerAsync(
        type: string,
        handler: (event: { activeView: TActiveView }) => void,
        callback?: (result: TAsyncResult<void>) => void,
      ): void;
    };
    ui: TDialogUi & { messageParent(message: string): void };
  };
  EventType: {
    ActiveViewChanged: string;
    DialogMessageReceived: string;
    DialogEventReceived: string;
  };
  AsyncResultStatus: { Succeeded: string; Failed: string };
}

/** Office's error codes the add-in tells apart (Dialog API). */
export const OFFICE_ERRORS = {
  /** The browser blocked the popup (PowerPoint on the web). */
  popupBlocked: 12009,
  /** A dialog is already open. */
  dialogOpen: 12007,
  /** The user closed the dialog. */
  dialogClosed: 12006,
} as const;

/** The loaded `Office` global, or null (office.js did not load: no network, or not in Office). */
export function officeGlobal(): TOfficeHost | null {
  const found = (globalThis as { Office?: unknown }).Office;
  return found && typeof found === 'object' ? (found as TOfficeHost) : null;
}

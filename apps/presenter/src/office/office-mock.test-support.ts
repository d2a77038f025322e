import { OfficeMockObject } from 'office-addin-mock';
import type { TActiveView, TAsyncResult, TOfficeDialog, TOfficeHost } from './office-host';

const SUCCEEDED = 'succeeded';
const FAILED = 'failed';

/** An Office async result: succeeded with `value`, or failed with the error code `error`. */
export function officeResult<T>(value: T, error?: number): TAsyncResult<T> {
  return error === undefined
    ? { status: SUCCEEDED, value }
    : { status: FAILED, value, error: { code: error, message: 'failed' } };
}

/** The handlers an add-in gave an open dialog, by event type. */
export type TDialogHandlers = Map<string, (arg: { message?: string; error?: number }) => void>;

/**
 * Office's displayDialogAsync as the mocks play it: notes each address opened in `dialogsOpened`,
 * fails with the code `failsWith` when given, else hands the new dialog's handlers to `opened`,
 * which says what closing the dialog does.
 */
export function mockDisplayDialog(
  dialogsOpened: string[],
  failsWith: number | undefined,
  opened: (handlers: TDialogHandlers) => () => void,
) {
  return (url: string, _options: unknown, callback: (r: TAsyncResult<TOfficeDialog>) => void) => {
    dialogsOpened.push(url);
    if (failsWith !== undefined) {
      callback(officeResult(null as unknown as TOfficeDialog, failsWith));
      return;
    }
    const handlers: TDialogHandlers = new Map();
    const close = opened(handlers);
    callback(
      officeResult<TOfficeDialog>({
        addEventHandler: (type, handler) => handlers.set(type, handler),
        close,
      }),
    );
  };
}

/** What a test tells the mocked PowerPoint and reads back from it. */
export interface TPowerPointMock {
  office: TOfficeHost;
  /** The document's settings as saved (saveAsync), and as set. */
  saved: Record<string, unknown>;
  settings: Record<string, unknown>;
  /** Switches PowerPoint's view (Slide Show: 'read'), firing ActiveViewChanged. */
  switchView(view: TActiveView): void;
  /** The addresses the add-in opened dialogs at. */
  dialogsOpened: string[];
  /** The open dialog: answers with a message, or closes as the user would. */
  dialog: { message(text: string): void; closeByUser(): void; closed: boolean } | null;
}

/**
 * PowerPoint as Microsoft's office-addin-mock plays it: Office.onReady, the document's settings
 * (set, get, saveAsync), the active view and its change event, and the Dialog API.
 */
export async function createPowerPointMock(options: {
  host?: string | null;
  view?: TActiveView;
  settings?: Record<string, unknown>;
  saveFails?: boolean;
  dialogFailsWith?: number;
}): Promise<TPowerPointMock> {
  const settings: Record<string, unknown> = { ...options.settings };
  const saved: Record<string, unknown> = { ...options.settings };
  let view: TActiveView = options.view ?? 'edit';
  const viewHandlers: ((event: { activeView: TActiveView }) => void)[] = [];

  const mock: TPowerPointMock = {
    office: undefined as unknown as TOfficeHost,
    saved,
    settings,
    dialogsOpened: [],
    dialog: null,
    switchView(next) {
      view = next;
      for (const handler of viewHandlers) handler({ activeView: next });
    },
  };

  const data = {
    EventType: {
      ActiveViewChanged: 'activeViewChanged',
      DialogMessageReceived: 'dialogMessageReceived',
      DialogEventReceived: 'dialogEventReceived',
    },
    AsyncResultStatus: { Succeeded: SUCCEEDED, Failed: FAILED },
    onReady: async () => ({
      host: options.host === undefined ? 'PowerPoint' : options.host,
      platform: 'OfficeOnline',
    }),
    context: {
      document: {
        settings: {
          get: (name: string) => settings[name] ?? null,
          set: (name: string, value: unknown) => {
            settings[name] = value;
          },
          remove: (name: string) => {
            delete settings[name];
          },
          saveAsync: (callback?: (r: TAsyncResult<void>) => void) => {
            if (!options.saveFails) Object.assign(saved, structuredClone(settings));
            callback?.(officeResult(undefined, options.saveFails ? 5001 : undefined));
          },
        },
        getActiveViewAsync: (callback: (r: TAsyncResult<TActiveView>) => void) =>
          callback(officeResult(view)),
        addHandlerAsync: (
          type: string,
          handler: (event: { activeView: TActiveView }) => void,
          callback?: (r: TAsyncResult<void>) => void,
        ) => {
          if (type === 'activeViewChanged') viewHandlers.push(handler);
          callback?.(officeResult(undefined));
        },
      },
      ui: {
        displayDialogAsync: mockDisplayDialog(
          mock.dialogsOpened,
          options.dialogFailsWith,
          (handlers) => {
            const open = {
              closed: false,
              message: (text: string) => handlers.get('dialogMessageReceived')?.({ message: text }),
              closeByUser: () => {
                open.closed = true;
                handlers.get('dialogEventReceived')?.({ error: 12006 });
              },
            };
            mock.dialog = open;
            return () => {
              open.closed = true;
            };
          },
        ),
        messageParent: () => undefined,
      },
    },
  };
  const office = new OfficeMockObject(data);
  // Office's enumerations are scalars: the mock hands them out once loaded, as Office.js would.
  office.EventType.load(['ActiveViewChanged', 'DialogMessageReceived', 'DialogEventReceived']);
  office.AsyncResultStatus.load(['Succeeded', 'Failed']);
  await office.sync();
  mock.office = office as unknown as TOfficeHost;
  return mock;
}

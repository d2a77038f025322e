import { OfficeMockObject } from 'office-addin-mock';
import type { TActiveView, TAsyncResult, TOfficeDialog, TOfficeHost } from './office-host';

const SUCCEEDED = 'succeeded';
const FAILED = 'failed';

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
  const result = <T>(value: T, error?: number): TAsyncResult<T> =>
    error === undefined
      ? { status: SUCCEEDED, value }
      : { status: FAILED, value, error: { code: error, message: 'failed' } };

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
            callback?.(result(undefined, options.saveFails ? 5001 : undefined));
          },
        },
        getActiveViewAsync: (callback: (r: TAsyncResult<TActiveView>) => void) =>
          callback(result(view)),
        addHandlerAsync: (
          type: string,
          handler: (event: { activeView: TActiveView }) => void,
          callback?: (r: TAsyncResult<void>) => void,
        ) => {
          if (type === 'activeViewChanged') viewHandlers.push(handler);
          callback?.(result(undefined));
        },
      },
      ui: {
        displayDialogAsync: (
          url: string,
          _options: unknown,
          callback: (r: TAsyncResult<TOfficeDialog>) => void,
        ) => {
          mock.dialogsOpened.push(url);
          if (options.dialogFailsWith !== undefined) {
            callback(result(null as unknown as TOfficeDialog, options.dialogFailsWith));
            return;
          }
          const handlers = new Map<string, (arg: { message?: string; error?: number }) => void>();
          const open = {
            closed: false,
            message: (text: string) => handlers.get('dialogMessageReceived')?.({ message: text }),
            closeByUser: () => {
              open.closed = true;
              handlers.get('dialogEventReceived')?.({ error: 12006 });
            },
          };
          mock.dialog = open;
          callback(
            result({
              addEventHandler: (type, handler) => handlers.set(type, handler),
              close: () => {
                open.closed = true;
              },
            }),
          );
        },
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

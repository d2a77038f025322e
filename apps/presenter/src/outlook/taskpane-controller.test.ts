import { OfficeMockObject } from 'office-addin-mock';
import { describe, expect, it } from 'vitest';
import { createAddinApi } from '../office/addin-api';
import type { TAsyncResult } from '../office/office-host';
import {
  mockDisplayDialog,
  officeResult,
  type TDialogHandlers,
} from '../office/office-mock.test-support';
import type { TOutlookHost } from './outlook-host';
import { createTaskpaneController } from './taskpane-controller';

const SUCCEEDED = 'succeeded';
const FAILED = 'failed';
const VIEW_TOKEN = 'v'.repeat(43);
const TITLE = '<img src=x onerror=alert(1)> Q&A "all-hands"';

/** Outlook composing a meeting, as Microsoft's office-addin-mock plays it. */
async function createOutlookMock(options: {
  host?: string;
  bodyType?: 'html' | 'text';
  itemType?: string;
  dialogFailsWith?: number;
}) {
  const written: { data: string; coercionType: string }[] = [];
  const locations: string[] = [];
  const dialogsOpened: string[] = [];
  let dialogHandlers: TDialogHandlers = new Map();
  const data = {
    EventType: {
      DialogMessageReceived: 'dialogMessageReceived',
      DialogEventReceived: 'dialogEventReceived',
    },
    AsyncResultStatus: { Succeeded: SUCCEEDED, Failed: FAILED },
    CoercionType: { Html: 'html', Text: 'text' },
    onReady: async () => ({ host: options.host ?? 'Outlook', platform: 'OfficeOnline' }),
    context: {
      partitionKey: 'part-',
      mailbox: {
        item: {
          itemType: options.itemType ?? 'appointment',
          body: {
            getTypeAsync: (callback: (r: TAsyncResult<string>) => void) =>
              callback(officeResult(options.bodyType ?? 'html')),
            setSelectedDataAsync: (
              text: string,
              opts: { coercionType: string },
              callback: (r: TAsyncResult<void>) => void,
            ) => {
              written.push({ data: text, coercionType: opts.coercionType });
              callback(officeResult(undefined));
            },
          },
          location: {
            setAsync: (text: string, callback: (r: TAsyncResult<void>) => void) => {
              locations.push(text);
              callback(officeResult(undefined));
            },
          },
        },
      },
      ui: {
        displayDialogAsync: mockDisplayDialog(
          dialogsOpened,
          options.dialogFailsWith,
          (handlers) => {
            dialogHandlers = handlers;
            return () => undefined;
          },
        ),
      },
    },
  };
  const office = new OfficeMockObject(data);
  office.EventType.load(['DialogMessageReceived', 'DialogEventReceived']);
  office.AsyncResultStatus.load(['Succeeded', 'Failed']);
  office.CoercionType.load(['Html', 'Text']);
  // Scalars of Office's objects are read once loaded, as in Office.js.
  office.context.load('partitionKey');
  office.context.mailbox.item.load('itemType');
  await office.sync();
  return {
    office: office as unknown as TOutlookHost,
    written,
    locations,
    dialogsOpened,
    answerDialog: (message: unknown) =>
      dialogHandlers.get('dialogMessageReceived')?.({ message: JSON.stringify(message) }),
  };
}

/** The server's add-in and embed routes as the task pane calls them; `revoked` answers 401. */
function server(options: { revoked?: boolean; audienceHost?: string | null } = {}) {
  const calls: string[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname.startsWith('/api/addin/office/')) {
      if (options.revoked) return json(401, { error: 'unauthorized' });
      if (url.pathname.endsWith('/embed/'))
        return json(200, { url: `https://slides.example.org/embed/${VIEW_TOKEN}` });
      if (url.pathname.endsWith('/grant/')) return json(200, {});
    }
    if (url.pathname === `/api/embed/view/${VIEW_TOKEN}/`) {
      return json(200, {
        title: TITLE,
        code: '123456',
        audienceHost: options.audienceHost ?? null,
      });
    }
    return json(404, { error: 'not_found' });
  }) as typeof fetch;
  return { calls, fetcher };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const WORDS = {
  heading: 'Join the live presentation',
  joinAt: 'Join at',
  code: 'Code',
  qrAlt: 'QR code to join',
};

async function setUp(
  mockOptions: Parameters<typeof createOutlookMock>[0] = {},
  serverOptions: Parameters<typeof server>[0] = {},
) {
  const outlook = await createOutlookMock(mockOptions);
  const backend = server(serverOptions);
  const storage = memoryStorage();
  const controller = createTaskpaneController({
    office: outlook.office,
    api: createAddinApi('https://slides.example.org', backend.fetcher),
    origin: 'https://slides.example.org',
    apiUrl: 'https://slides.example.org',
    audienceUrl: 'https://join.example.org',
    storage,
    words: () => WORDS,
    fetcher: backend.fetcher,
  });
  return { outlook, backend, storage, controller };
}

const GRANTED = {
  type: 'granted',
  token: 'grant-token-of-the-outlook-add-in',
  presentationId: '8a7b6c5d-0000-4000-8000-000000000001',
  presentationTitle: TITLE,
};

async function signedIn(...args: Parameters<typeof setUp>) {
  const set = await setUp(...args);
  await set.controller.start();
  const done = set.controller.signIn();
  set.outlook.answerDialog(GRANTED);
  await done;
  return set;
}

describe('the Outlook task pane', () => {
  it('outside Outlook shows the fallback instead of waiting', async () => {
    const { controller } = await setUp({ host: 'PowerPoint' });
    await controller.start();
    expect(controller.getState().phase).toBe('outside');
  });

  it('signs in through the popup on the Crowdeck origin, for the client outlook', async () => {
    const { controller, outlook, storage } = await setUp();
    await controller.start();
    expect(controller.getState().phase).toBe('signIn');
    const done = controller.signIn();
    expect(outlook.dialogsOpened).toEqual([
      'https://slides.example.org/integrations/office/dialog.html?client=outlook',
    ]);
    outlook.answerDialog(GRANTED);
    await done;
    expect(controller.getState()).toMatchObject({ phase: 'ready', presentationTitle: TITLE });
    // Kept under Office's partition key, for the next time the pane opens.
    expect(JSON.parse(storage.items.get('part-crowdeck.outlook.grant')!)).toMatchObject({
      token: 'grant-token-of-the-outlook-add-in',
    });
  });

  it('says when the popup was blocked, and ignores a garbled answer', async () => {
    const blocked = await setUp({ dialogFailsWith: 12009 });
    await blocked.controller.start();
    await blocked.controller.signIn();
    expect(blocked.controller.getState()).toMatchObject({
      phase: 'signIn',
      problem: 'popupBlocked',
    });

    const garbled = await setUp();
    await garbled.controller.start();
    const done = garbled.controller.signIn();
    garbled.outlook.answerDialog({ type: 'granted', token: 42 });
    await done;
    expect(garbled.controller.getState()).toMatchObject({
      phase: 'signIn',
      problem: 'dialogFailed',
    });
  });

  it('writes the join block as HTML, the presenter’s title as text, and sets the location', async () => {
    const { controller, outlook, backend } = await signedIn();
    await controller.insert({ setLocation: true });
    expect(controller.getState().phase).toBe('done');
    expect(outlook.written).toHaveLength(1);
    const [written] = outlook.written;
    expect(written!.coercionType).toBe('html');
    const html = written!.data;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Q&amp;A &quot;all-hands&quot;');
    expect(html).toContain(
      '<a href="https://join.example.org/123456">https://join.example.org/123456</a>',
    );
    expect(html).toContain('<strong>123456</strong>');
    expect(html).toContain(
      `<img src="https://slides.example.org/api/embed/qr/${VIEW_TOKEN}/?size=240" width="240" height="240" alt="QR code to join">`,
    );
    // The only markup is the block's own: one image (the QR code), one link, no event handler.
    expect(html.match(/<img\b/g)).toHaveLength(1);
    expect(html.match(/<a\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[^>]*\sonerror=/);
    expect(outlook.locations).toEqual(['https://join.example.org/123456']);
    // The grant's calls only: its embed, then the public join view.
    expect(backend.calls).toEqual([
      'POST /api/addin/office/embed/',
      `GET /api/embed/view/${VIEW_TOKEN}/?view=join`,
    ]);
  });

  it('writes text into a plain-text body, and leaves the location alone when not asked', async () => {
    const { controller, outlook } = await signedIn(
      { bodyType: 'text' },
      { audienceHost: 'join.acme.test' },
    );
    await controller.insert({ setLocation: false });
    expect(outlook.written[0]).toEqual({
      coercionType: 'text',
      data: `${WORDS.heading}: ${TITLE}\nJoin at https://join.acme.test/123456\nCode 123456\n`,
    });
    expect(outlook.locations).toEqual([]);
  });

  it('a revoked grant goes back to the sign-in, forgotten; a message is no meeting', async () => {
    const revoked = await signedIn({}, { revoked: true });
    await revoked.controller.insert({ setLocation: true });
    expect(revoked.controller.getState()).toMatchObject({ phase: 'signIn', problem: 'revoked' });
    expect(revoked.storage.items.size).toBe(0);
    expect(revoked.outlook.written).toEqual([]);

    const message = await signedIn({ itemType: 'message' });
    await message.controller.insert({ setLocation: false });
    expect(message.controller.getState().problem).toBe('notMeeting');
    expect(message.outlook.written).toEqual([]);
  });

  it('signs out: the grant is ended on the server and forgotten here', async () => {
    const { controller, storage, backend } = await signedIn();
    await controller.signOut();
    expect(controller.getState().phase).toBe('signIn');
    expect(storage.items.size).toBe(0);
    expect(backend.calls).toContain('DELETE /api/addin/office/grant/');
  });
});

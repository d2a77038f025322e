/**
 * A stand-in for Office's script (https://appsforoffice.microsoft.com/lib/1/hosted/office.js),
 * served by Playwright instead of Microsoft's CDN: PowerPoint itself cannot run here. It plays
 * what Office.js gives a content add-in — onReady with the PowerPoint host, the document's
 * settings (kept in sessionStorage as PowerPoint keeps them in the file, only on saveAsync), the
 * active view and its change event, and the Dialog API: displayDialogAsync opens a real popup
 * window, whose messageParent reaches the add-in through its opener, as Office on the web does.
 * The test drives it with `window.__powerPoint.switchView('read' | 'edit')`.
 */
export const OFFICE_STUB = String.raw`
(() => {
  const SETTINGS = 'powerpoint-stub.settings';
  const inDialog = location.pathname.endsWith('/dialog.html');
  const ok = (value) => ({ status: 'succeeded', value });
  // PowerPoint keeps the settings in the file; here the tab's sessionStorage stands for it, or
  // memory when a framed page may not use storage (third-party storage blocked).
  const memory = {};
  const file = (() => {
    try {
      sessionStorage.getItem(SETTINGS);
      return sessionStorage;
    } catch {
      return { getItem: (k) => memory[k] ?? null, setItem: (k, v) => { memory[k] = v; } };
    }
  })();
  const read = () => JSON.parse(file.getItem(SETTINGS) || '{}');
  let settings = read();
  let view = 'edit';
  const viewHandlers = [];
  let dialogHandlers = null;
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || !dialogHandlers) return;
    if (event.data && event.data.officeStubMessage !== undefined) {
      dialogHandlers.dialogMessageReceived({ message: event.data.officeStubMessage });
    }
  });
  window.__powerPoint = {
    switchView(next) {
      view = next;
      viewHandlers.forEach((handler) => handler({ activeView: next }));
    },
    saved: () => read(),
  };
  window.Office = {
    EventType: {
      ActiveViewChanged: 'activeViewChanged',
      DialogMessageReceived: 'dialogMessageReceived',
      DialogEventReceived: 'dialogEventReceived',
    },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    onReady: () => Promise.resolve({ host: 'PowerPoint', platform: 'OfficeOnline' }),
    context: {
      displayLanguage: 'en-US',
      document: {
        settings: {
          get: (name) => (name in settings ? settings[name] : null),
          set: (name, value) => { settings[name] = value; },
          remove: (name) => { delete settings[name]; },
          saveAsync: (callback) => {
            file.setItem(SETTINGS, JSON.stringify(settings));
            if (callback) callback(ok(undefined));
          },
        },
        getActiveViewAsync: (callback) => callback(ok(view)),
        addHandlerAsync: (type, handler, callback) => {
          if (type === 'activeViewChanged') viewHandlers.push(handler);
          if (callback) callback(ok(undefined));
        },
      },
      ui: {
        displayDialogAsync: (url, options, callback) => {
          const popup = window.open(url, 'office-dialog', 'width=480,height=640');
          dialogHandlers = { dialogMessageReceived: () => {}, dialogEventReceived: () => {} };
          callback(ok({
            addEventHandler: (type, handler) => { dialogHandlers[type] = handler; },
            close: () => popup && popup.close(),
          }));
        },
        messageParent: (message) => {
          if (!inDialog || !window.opener) throw new Error('no parent to message');
          window.opener.postMessage({ officeStubMessage: message }, location.origin);
        },
      },
    },
  };
})();
`;

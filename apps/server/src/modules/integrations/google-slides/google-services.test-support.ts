import vm from 'node:vm';

/**
 * Google's services as the add-on uses them, stood in for tests: an editor with a Slides deck
 * (slides, selection, text boxes with styled ranges, images), user and document properties,
 * UrlFetchApp (each request recorded, answered by a handler the test gives), HtmlService's
 * templates and the add-on menu. The add-on's scripts run against them in one node:vm context,
 * as Apps Script runs a project's files in one global scope.
 */

export interface TStyle {
  fontSize?: number;
  bold?: boolean;
  link?: string;
}
export interface TTextBox {
  kind: 'text';
  text: string;
  box: [number, number, number, number];
  /** The style set on the whole box, then on ranges [start, end). */
  styles: { start: number; end: number; style: TStyle }[];
}
export interface TImageBox {
  kind: 'image';
  url: string;
  box: [number, number, number, number];
  link?: string;
  title?: string;
  description?: string;
}
export interface TFakeSlide {
  id: string;
  layout: string;
  elements: (TTextBox | TImageBox)[];
}
export interface TFetchRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  contentType?: string;
  payload?: string;
}
export type TFetchAnswer = { status: number; body: string } | { throws: string };

/** One Google Slides editor with the add-on's project loaded. */
export interface TAddonHost {
  /** Calls a function of the project (as the menu or google.script.run would). */
  run(name: string, ...args: unknown[]): unknown;
  slides: TFakeSlide[];
  selection: { pageId: string | null };
  userProperties: Map<string, string>;
  documentProperties: Map<string, string>;
  requests: TFetchRequest[];
  menu: { title: string; fn: string }[];
  sidebar: { html: string; title: string } | null;
  setLocale(locale: string): void;
}

function propertyStore(map: Map<string, string>) {
  return {
    getProperty: (key: string) => map.get(key) ?? null,
    setProperty(key: string, value: string) {
      map.set(key, String(value));
      return this;
    },
    setProperties(values: Record<string, string>) {
      for (const [key, value] of Object.entries(values)) map.set(key, String(value));
      return this;
    },
    deleteProperty(key: string) {
      map.delete(key);
      return this;
    },
  };
}

/**
 * Loads the project's files (name → content, as the server generates them) into a fresh context
 * with the stand-ins. `fetch` answers each UrlFetchApp request.
 */
export function loadAddon(
  files: Map<string, string>,
  fetch: (request: TFetchRequest) => TFetchAnswer,
  options: { locale?: string; slides?: string[] } = {},
): TAddonHost {
  let locale = options.locale ?? 'en';
  let nextId = 1;
  const host: TAddonHost = {
    run: () => undefined,
    slides: (options.slides ?? ['g-title', 'g-content']).map((id) => ({
      id,
      layout: 'TITLE',
      elements: [],
    })),
    selection: { pageId: null },
    userProperties: new Map(),
    documentProperties: new Map(),
    requests: [],
    menu: [],
    sidebar: null,
    setLocale: (next) => (locale = next),
  };
  host.selection.pageId = host.slides[0]?.id ?? null;

  const textRange = (box: TTextBox, start: number, end: number): unknown => ({
    asString: () => box.text.slice(start, end),
    getRange: (from: number, to: number) => textRange(box, start + from, start + to),
    getTextStyle() {
      // Cast: the stand-in's style starts empty and is filled as the script sets it.
      const entry = { start, end, style: {} as TStyle };
      box.styles.push(entry);
      const style = {
        setFontSize: (size: number) => ((entry.style.fontSize = size), style),
        setBold: (bold: boolean) => ((entry.style.bold = bold), style),
        setLinkUrl: (url: string) => ((entry.style.link = url), style),
      };
      return style;
    },
  });

  const slideApi = (slide: TFakeSlide) => ({
    getObjectId: () => slide.id,
    selectAsCurrentPage: () => (host.selection.pageId = slide.id),
    insertTextBox(text: string, left: number, top: number, width: number, height: number) {
      const box: TTextBox = { kind: 'text', text, box: [left, top, width, height], styles: [] };
      slide.elements.push(box);
      return { getText: () => textRange(box, 0, text.length) };
    },
    insertImage(url: string, left: number, top: number, width: number, height: number) {
      const image: TImageBox = { kind: 'image', url, box: [left, top, width, height] };
      slide.elements.push(image);
      const api = {
        setLinkUrl: (link: string) => ((image.link = link), {}),
        setTitle: (title: string) => ((image.title = title), api),
        setDescription: (description: string) => ((image.description = description), api),
      };
      return api;
    },
  });

  const presentation = {
    getId: () => 'google-deck-1',
    getPageWidth: () => 720,
    getPageHeight: () => 405,
    getSlides: () => host.slides.map(slideApi),
    getSlideById: (id: string) => {
      const slide = host.slides.find((s) => s.id === id);
      return slide ? slideApi(slide) : null;
    },
    insertSlide(index: number, layout: string) {
      const slide: TFakeSlide = { id: `g-new-${nextId++}`, layout, elements: [] };
      host.slides.splice(index, 0, slide);
      return slideApi(slide);
    },
    getSelection: () => ({
      getCurrentPage: () =>
        host.selection.pageId ? { getObjectId: () => host.selection.pageId } : null,
    }),
  };

  const scriptlet = /<\?!=\s*([\s\S]*?);?\s*\?>/g;
  const context = vm.createContext({
    console: { log() {}, info() {}, warn() {}, error() {} },
    Session: { getActiveUserLocale: () => locale },
    SlidesApp: {
      PredefinedLayout: { BLANK: 'BLANK' },
      getActivePresentation: () => presentation,
      getUi: () => ({
        createAddonMenu() {
          const menu = {
            addItem: (title: string, fn: string) => (host.menu.push({ title, fn }), menu),
            addToUi: () => undefined,
          };
          return menu;
        },
        showSidebar: (output: { html: string; title: string }) => (host.sidebar = output),
      }),
    },
    PropertiesService: {
      getUserProperties: () => propertyStore(host.userProperties),
      getDocumentProperties: () => propertyStore(host.documentProperties),
    },
    UrlFetchApp: {
      fetch(url: string, params: Record<string, unknown>) {
        const request: TFetchRequest = {
          url,
          method: String(params.method ?? 'get'),
          // Cast: Apps Script's fetch takes headers as a plain object of strings.
          headers: (params.headers ?? {}) as Record<string, string>,
          ...(params.contentType ? { contentType: String(params.contentType) } : {}),
          ...(params.payload === undefined ? {} : { payload: String(params.payload) }),
        };
        if (params.muteHttpExceptions !== true) throw new Error('the add-on must read errors');
        host.requests.push(request);
        const answer = fetch(request);
        if ('throws' in answer) throw new Error(answer.throws);
        return {
          getResponseCode: () => answer.status,
          getContentText: () => answer.body,
        };
      },
    },
    HtmlService: {
      createHtmlOutputFromFile: (name: string) => ({ getContent: () => htmlFile(name) }),
      createTemplateFromFile(name: string) {
        const template: Record<string, unknown> = {
          evaluate() {
            const scope = vm.createContext(Object.assign(Object.create(context), template));
            const html = htmlFile(name).replace(scriptlet, (_all, code: string) =>
              String(vm.runInContext(code, scope)),
            );
            const output = {
              html,
              title: '',
              setTitle: (title: string) => ((output.title = title), output),
            };
            return output;
          },
        };
        return template;
      },
    },
  });
  const htmlFile = (name: string) => {
    const content = files.get(`${name}.html`);
    if (content === undefined) throw new Error(`no file ${name}.html`);
    return content;
  };

  for (const [name, content] of files) {
    if (name.endsWith('.js')) vm.runInContext(content, context, { filename: name });
  }
  host.run = (name, ...args) => {
    const fn: unknown = context[name];
    if (typeof fn !== 'function') throw new Error(`the project has no function ${name}`);
    // Answers cross the vm boundary as google.script.run's JSON would.
    const answer: unknown = fn(...args);
    return answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  };
  return host;
}

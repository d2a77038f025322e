// The sidebar's own script (packed into the project as sidebar-script.html). Its logic
// (createSidebar) is apart from the page: it reaches the add-on's functions through `call` (a
// promise over google.script.run) and hands each new state to `render`, so it runs in tests
// without Google or a page. mountSidebar draws that state into the sidebar's page.

/**
 * @typedef {{ id: string, number: number, type: string, title: string }} TSidebarSlide
 * @typedef {{
 *   connected: boolean,
 *   connectUrl: string,
 *   presentation?: { id: string, title: string },
 *   slides?: TSidebarSlide[],
 *   selectedPageId?: string | null,
 *   links?: Record<string, string>,
 * }} TScriptState
 * @typedef {{
 *   script: TScriptState | null,
 *   busy: boolean,
 *   error: string | null,
 *   notice: string | null,
 *   liveSlideId: string | null,
 *   follow: boolean,
 * }} TSidebarView
 * @typedef {(name: string, ...args: unknown[]) => Promise<any>} TCall
 */

/** How often the sidebar looks at the selected Google slide while following it. */
const FOLLOW_INTERVAL_MS = 2000;

/**
 * @param {{
 *   call: TCall,
 *   render: (view: TSidebarView) => void,
 *   setInterval: (run: () => void, ms: number) => unknown,
 *   clearInterval: (id: unknown) => void,
 * }} deps
 */
function createSidebar(deps) {
  /** @type {TSidebarView} */
  let view = {
    script: null,
    busy: true,
    error: null,
    notice: null,
    liveSlideId: null,
    follow: false,
  };
  /** @type {unknown} */
  let timer = null;
  let lastPageId = /** @type {string | null} */ (null);
  let polling = false;

  /** @param {Partial<TSidebarView>} change */
  const update = (change) => {
    view = Object.assign({}, view, change);
    deps.render(view);
  };
  /** The script's errors carry a message key (`crowdeck.unreachable`, `notLinked` …). */
  const messageOf = (/** @type {unknown} */ error) =>
    error !== null && typeof error === 'object' && typeof Object(error).message === 'string'
      ? String(Object(error).message)
      : '';
  const errorKey = (/** @type {unknown} */ error) =>
    'error.' + (messageOf(error) || 'crowdeck.failed');

  /**
   * Runs one script function; its answer (a new script state when `refresh`) and its failure
   * show in the sidebar.
   * @param {string} name
   * @param {unknown[]} args
   * @param {{ refresh?: boolean, notice?: string }} [options]
   */
  const run = async (name, args, options) => {
    update({ busy: true, error: null, notice: null });
    try {
      const answer = await deps.call(name, ...args);
      if (options && options.refresh) update({ script: answer });
      if (answer && typeof answer === 'object' && 'slideActiveId' in answer) {
        update({ liveSlideId: answer.slideActiveId });
      }
      update({ busy: false, notice: (options && options.notice) || null });
      if (view.script && !view.script.connected) stopFollowing();
      return answer;
    } catch (error) {
      update({ busy: false, error: errorKey(error) });
      if (messageOf(error) === 'crowdeck.unauthorized') {
        stopFollowing();
        await refresh();
      }
      return undefined;
    }
  };

  const refresh = async () => {
    try {
      update({ script: await deps.call('getSidebarState') });
    } catch (error) {
      update({ error: errorKey(error) });
    }
  };

  const stopFollowing = () => {
    if (timer !== null) deps.clearInterval(timer);
    timer = null;
    if (view.follow) update({ follow: false });
  };

  /** One look at the selection: a newly selected, linked Google slide takes the room along. */
  const pollSelection = async () => {
    if (polling) return;
    polling = true;
    try {
      const selection = await deps.call('readSelection');
      if (selection.pageId === lastPageId) return;
      lastPageId = selection.pageId;
      if (selection.slideId && selection.slideId !== view.liveSlideId) {
        await run('goLive', [selection.slideId]);
      }
    } catch (_error) {
      // A missed look is retried at the next tick.
    } finally {
      polling = false;
    }
  };

  /** The slide after or before the room's one (from the first when the room's is unknown). */
  const neighbour = (/** @type {number} */ step) => {
    const slides = (view.script && view.script.slides) || [];
    const at = slides.findIndex((slide) => slide.id === view.liveSlideId);
    const next = at < 0 ? 0 : Math.min(Math.max(at + step, 0), slides.length - 1);
    return slides[next];
  };

  return {
    /** @returns {TSidebarView} */
    view: () => view,
    async start() {
      await refresh();
      update({ busy: false });
    },
    /** @param {string} key */
    async connect(key) {
      if (!/^[A-Za-z0-9_-]{16,256}$/.test(key.trim())) {
        update({ error: 'error.badKey', notice: null });
        return;
      }
      await run('connectCrowdeck', [key.trim()], { refresh: true });
    },
    async insertJoin() {
      await run('insertJoinSlide', [], { refresh: true, notice: 'sidebar.inserted' });
    },
    /** @param {string} slideId '' unlinks */
    async link(slideId) {
      await run('linkSelectedSlide', [slideId], { refresh: true });
    },
    async goLiveOnSelected() {
      await run('goLiveOnSelected', []);
    },
    /** @param {1 | -1} step */
    async step(step) {
      const slide = neighbour(step);
      if (!slide) {
        update({ error: 'error.noSlides' });
        return;
      }
      await run('goLive', [slide.id]);
    },
    /** @param {boolean} on */
    setFollow(on) {
      stopFollowing();
      if (!on) return;
      lastPageId = null;
      update({ follow: true });
      timer = deps.setInterval(() => void pollSelection(), FOLLOW_INTERVAL_MS);
      void pollSelection();
    },
    async disconnect() {
      stopFollowing();
      await run('disconnectCrowdeck', [], { refresh: true });
      update({ liveSlideId: null });
    },
    /** Re-reads the selection (the editor does not tell the sidebar when it changes). */
    refresh: () => run('getSidebarState', [], { refresh: true }),
    pollSelection,
  };
}

/**
 * google.script.run as a promise.
 * @param {any} google
 * @returns {TCall}
 */
function callThrough(google) {
  return (name, ...args) =>
    new Promise((resolve, reject) => {
      const runner = google.script.run.withSuccessHandler(resolve).withFailureHandler(reject);
      runner[name](...args);
    });
}

/**
 * Draws the sidebar into the page and wires its controls.
 * @param {Document} doc
 * @param {Record<string, string>} messages
 * @param {TCall} call
 */
function mountSidebar(doc, messages, call) {
  /** @param {string} key @param {Record<string, string | number>} [values] */
  const t = (key, values) =>
    (messages[key] || key).replace(/\{(\w+)\}/g, (_all, name) =>
      String(values ? values[name] : ''),
    );
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (doc.getElementById(id));
  for (const element of Array.from(doc.querySelectorAll('[data-text]'))) {
    element.textContent = t(element.getAttribute('data-text') || '');
  }
  doc.documentElement.lang = messages.lang || 'en';
  doc.documentElement.dir = messages.dir || 'ltr';

  const linkSelect = /** @type {HTMLSelectElement} */ (byId('link'));
  const keyInput = /** @type {HTMLInputElement} */ (byId('key'));
  const followBox = /** @type {HTMLInputElement} */ (byId('follow'));

  /** @param {TSidebarView} view */
  const render = (view) => {
    const script = view.script;
    byId('loading').hidden = script !== null;
    byId('signed-out').hidden = !script || script.connected;
    byId('connected').hidden = !script || !script.connected;
    if (script) /** @type {HTMLAnchorElement} */ (byId('open-crowdeck')).href = script.connectUrl;
    for (const button of Array.from(doc.querySelectorAll('button'))) button.disabled = view.busy;
    byId('error').textContent = view.error ? t(view.error) : '';
    byId('error').hidden = !view.error;
    byId('notice').textContent = view.notice ? t(view.notice) : '';
    followBox.checked = view.follow;
    if (!script || !script.connected || !script.presentation) return;
    byId('deck-title').textContent = script.presentation.title;
    const slides = script.slides || [];
    const selected = script.selectedPageId || '';
    const linked = (script.links || {})[selected] || '';
    linkSelect.replaceChildren();
    const none = doc.createElement('option');
    none.value = '';
    none.textContent = t('sidebar.notLinked');
    linkSelect.append(none);
    for (const slide of slides) {
      const option = doc.createElement('option');
      option.value = slide.id;
      option.textContent = t('sidebar.slideOption', {
        number: slide.number,
        title: slide.title || slide.type,
      });
      linkSelect.append(option);
    }
    linkSelect.value = linked;
    linkSelect.disabled = view.busy || !selected;
    const live = slides.findIndex((slide) => slide.id === view.liveSlideId);
    byId('live').textContent =
      live < 0 ? '' : t('sidebar.liveOn', { number: live + 1, count: slides.length });
  };

  const sidebar = createSidebar({
    call,
    render,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (id) => clearInterval(/** @type {number} */ (id)),
  });
  byId('connect-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void sidebar.connect(keyInput.value);
  });
  byId('insert-join').addEventListener('click', () => void sidebar.insertJoin());
  byId('go-live').addEventListener('click', () => void sidebar.goLiveOnSelected());
  byId('previous').addEventListener('click', () => void sidebar.step(-1));
  byId('next').addEventListener('click', () => void sidebar.step(1));
  byId('refresh').addEventListener('click', () => void sidebar.refresh());
  byId('disconnect').addEventListener('click', () => void sidebar.disconnect());
  linkSelect.addEventListener('change', () => void sidebar.link(linkSelect.value));
  followBox.addEventListener('change', () => sidebar.setFollow(followBox.checked));
  void sidebar.start();
  return sidebar;
}

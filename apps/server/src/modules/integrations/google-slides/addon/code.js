// The add-on's entry points: the Extensions menu, the sidebar, and the functions the sidebar calls
// through google.script.run. Names ending in `_` are private to the script (Apps Script does not
// let the sidebar call them).

/**
 * @typedef {{
 *   connected: false,
 *   connectUrl: string,
 * } | {
 *   connected: true,
 *   connectUrl: string,
 *   presentation: { id: string, title: string },
 *   slides: TCrowdeckSlide[],
 *   selectedPageId: string | null,
 *   links: Record<string, string>,
 * }} TSidebarState
 */

/** Where the presenter signs in and picks the presentation (a page on the Crowdeck origin). */
const CONNECT_PATH = '/integrations/google-slides/connect';

/** @param {GoogleAppsScript.Events.AddonOnInstall} event */
function onInstall(event) {
  onOpen(event);
}

/**
 * Adds the add-on's menu. It may run before the user authorises the add-on (no properties then),
 * so it reads only the locale.
 * @param {unknown} _event
 */
function onOpen(_event) {
  SlidesApp.getUi()
    .createAddonMenu()
    .addItem(messagesFor_(userLocale_())['menu.open'], 'showSidebar')
    .addToUi();
}

function showSidebar() {
  const template = HtmlService.createTemplateFromFile('sidebar');
  template.messagesJson = JSON.stringify(messagesFor_(userLocale_())).replace(/</g, '\\u003c');
  SlidesApp.getUi().showSidebar(template.evaluate().setTitle('Crowdeck'));
}

/**
 * The content of one of the project's HTML files (the sidebar's style and script).
 * @param {string} name
 */
function include_(name) {
  return HtmlService.createHtmlOutputFromFile(name).getContent();
}

function userLocale_() {
  try {
    return Session.getActiveUserLocale() || 'en';
  } catch (_error) {
    return 'en';
  }
}

/**
 * The sidebar's picture of things: not connected, or the granted presentation, its slides and
 * this deck's links. A grant Crowdeck no longer takes is forgotten here too.
 * @returns {TSidebarState}
 */
function getSidebarState() {
  const connectUrl = CROWDECK.presenterUrl + CONNECT_PATH;
  const token = readToken_();
  if (!token) return { connected: false, connectUrl: connectUrl };
  let deck;
  try {
    deck = fetchDeck_(token);
  } catch (error) {
    if (error instanceof Error && error.message === 'crowdeck.unauthorized') {
      forgetToken_();
      return { connected: false, connectUrl: connectUrl };
    }
    throw error;
  }
  return {
    connected: true,
    connectUrl: connectUrl,
    presentation: { id: deck.id, title: deck.title },
    slides: deck.slides,
    selectedPageId: selectedPageId_(),
    links: readLinks_(deck.id),
  };
}

/**
 * Keeps the connection key the presenter pasted, once Crowdeck has taken it.
 * @param {string} key
 * @returns {TSidebarState}
 */
function connectCrowdeck(key) {
  const token = String(key || '').trim();
  if (!CONNECTION_KEY.test(token)) throw new Error('badKey');
  fetchDeck_(token);
  saveToken_(token);
  return getSidebarState();
}

/** Signs out: Crowdeck deletes the grant and this user forgets it (the links stay: ids only). */
function disconnectCrowdeck() {
  const token = readToken_();
  if (token) {
    try {
      revokeGrant_(token);
    } catch (error) {
      // Gone already, or unreachable: the owner can still revoke it on the Integrations page.
      console.warn('Crowdeck sign-out: ' + String(error));
    }
  }
  forgetToken_();
  return getSidebarState();
}

/** The grant, or the error the sidebar shows when there is none. */
function requireToken_() {
  const token = readToken_();
  if (!token) throw new Error('crowdeck.unauthorized');
  return token;
}

/**
 * Inserts the join slide after the selected slide and links it to the presentation's first
 * Crowdeck slide (where the room waits while people join).
 * @returns {TSidebarState}
 */
function insertJoinSlide() {
  const token = requireToken_();
  const deck = fetchDeck_(token);
  const embedUrl = fetchEmbedUrl_(token);
  const viewToken = embedUrl.slice(embedUrl.lastIndexOf('/') + 1);
  const join = fetchJoinState_(viewToken);
  const slide = insertJoinSlide_({
    title: join.title,
    code: join.code,
    joinUrl: joinUrlOf_(join),
    embedUrl: embedUrl,
    qrUrl:
      CROWDECK.presenterUrl +
      '/api/embed/qr/' +
      encodeURIComponent(viewToken) +
      '/?size=' +
      QR_PIXELS,
    messages: messagesFor_(userLocale_()),
  });
  const first = deck.slides[0];
  if (first) {
    const links = readLinks_(deck.id);
    links[slide.getObjectId()] = first.id;
    writeLinks_(deck.id, links);
  }
  slide.selectAsCurrentPage();
  return getSidebarState();
}

/**
 * Links the selected Google slide to a Crowdeck slide (or unlinks it with '').
 * @param {string} crowdeckSlideId
 * @returns {TSidebarState}
 */
function linkSelectedSlide(crowdeckSlideId) {
  const deck = fetchDeck_(requireToken_());
  const pageId = selectedPageId_();
  if (!pageId) throw new Error('notLinked');
  const links = readLinks_(deck.id);
  if (!crowdeckSlideId) {
    delete links[pageId];
  } else {
    if (!deck.slides.some((slide) => slide.id === crowdeckSlideId))
      throw new Error('crowdeck.failed');
    links[pageId] = crowdeckSlideId;
  }
  writeLinks_(deck.id, links);
  return getSidebarState();
}

/**
 * The room moves to a Crowdeck slide, and the editor selects the Google slide linked to it.
 * @param {string} crowdeckSlideId
 * @returns {{ slideActiveId: string | null }}
 */
function goLive(crowdeckSlideId) {
  const token = requireToken_();
  const slideActiveId = moveRoom_(token, String(crowdeckSlideId));
  const deck = SlidesApp.getActivePresentation();
  const presentationId = PropertiesService.getDocumentProperties().getProperty(PRESENTATION_KEY);
  const links = presentationId ? readLinks_(presentationId) : {};
  const selected = selectedPageId_();
  if (selected && links[selected] === slideActiveId) return { slideActiveId: slideActiveId };
  for (const pageId of Object.keys(links)) {
    const page = links[pageId] === slideActiveId ? deck.getSlideById(pageId) : null;
    if (page) {
      page.selectAsCurrentPage();
      break;
    }
  }
  return { slideActiveId: slideActiveId };
}

/**
 * The room moves to the Crowdeck slide linked to the selected Google slide.
 * @returns {{ slideActiveId: string | null }}
 */
function goLiveOnSelected() {
  const presentationId = PropertiesService.getDocumentProperties().getProperty(PRESENTATION_KEY);
  const pageId = selectedPageId_();
  const linked = presentationId && pageId ? readLinks_(presentationId)[pageId] : undefined;
  if (!linked) throw new Error('notLinked');
  return goLive(linked);
}

/**
 * The selected Google slide and the Crowdeck slide linked to it (the sidebar polls this to
 * follow the selection).
 * @returns {{ pageId: string | null, slideId: string | null }}
 */
function readSelection() {
  const presentationId = PropertiesService.getDocumentProperties().getProperty(PRESENTATION_KEY);
  const pageId = selectedPageId_();
  const linked = presentationId && pageId ? readLinks_(presentationId)[pageId] : undefined;
  return { pageId: pageId, slideId: linked || null };
}

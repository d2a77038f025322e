// The add-on's calls to Crowdeck. They carry the grant the presenter made on the Crowdeck page: it
// reaches one presentation only (its slides, its live embed, its live slide) and is kept in this
// user's properties, keyed by the Google deck, never in the document (a shared deck grants nothing).

/** A grant's token as Crowdeck makes them (what the connect page shows). */
const CONNECTION_KEY = /^[A-Za-z0-9_-]{16,256}$/;

/** The add-on's routes on Crowdeck (the integrations' common grant routes). */
const ADDIN_PATH = '/api/addin/office/';

/**
 * @typedef {{ id: string, number: number, type: string, title: string }} TCrowdeckSlide
 * @typedef {{ id: string, title: string, slides: TCrowdeckSlide[] }} TCrowdeckDeck
 * @typedef {{ title: string, code: string, audienceHost: string | null }} TJoinState
 */

/** The user-property key of the grant for the open Google deck. */
function tokenKey_() {
  return 'crowdeck.token.' + SlidesApp.getActivePresentation().getId();
}

/** The grant for the open Google deck, or null before the presenter connects it. */
function readToken_() {
  return PropertiesService.getUserProperties().getProperty(tokenKey_());
}

/** @param {string} token */
function saveToken_(token) {
  PropertiesService.getUserProperties().setProperty(tokenKey_(), token);
}

function forgetToken_() {
  PropertiesService.getUserProperties().deleteProperty(tokenKey_());
}

/**
 * One call to Crowdeck. Failures become errors whose message the sidebar translates:
 * `crowdeck.unauthorized` (the grant is gone: revoked, expired or its deck deleted),
 * `crowdeck.unreachable`, `crowdeck.failed`.
 * @param {'get' | 'post' | 'put' | 'delete'} method
 * @param {string} path
 * @param {string} token the grant; '' for Crowdeck's public routes
 * @param {unknown} [payload]
 * @returns {unknown}
 */
function callCrowdeck_(method, path, token, payload) {
  /** @type {GoogleAppsScript.URL_Fetch.HttpHeaders} */
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  /** @type {GoogleAppsScript.URL_Fetch.URLFetchRequestOptions} */
  const options = {
    method: method,
    headers: headers,
    muteHttpExceptions: true,
    followRedirects: false,
  };
  if (payload !== undefined) {
    options.contentType = 'application/json';
    options.payload = JSON.stringify(payload);
  }
  let response;
  try {
    response = UrlFetchApp.fetch(CROWDECK.presenterUrl + path, options);
  } catch (error) {
    console.warn('Crowdeck unreachable: ' + String(error));
    throw new Error('crowdeck.unreachable');
  }
  const status = response.getResponseCode();
  if (status === 401) throw new Error('crowdeck.unauthorized');
  if (status < 200 || status > 299) {
    console.warn('Crowdeck answered ' + status + ' to ' + method + ' ' + path);
    throw new Error('crowdeck.failed');
  }
  try {
    return JSON.parse(response.getContentText());
  } catch (_error) {
    throw new Error('crowdeck.failed');
  }
}

/**
 * Reads an answer's field; a missing or mistyped one is Crowdeck answering something else.
 * @template T
 * @param {unknown} value
 * @param {string} key
 * @param {(field: unknown) => field is T} check
 * @returns {T}
 */
function field_(value, key, check) {
  const found = value !== null && typeof value === 'object' ? Object(value)[key] : undefined;
  if (!check(found)) throw new Error('crowdeck.failed');
  return found;
}

/** @type {(value: unknown) => value is string} */
const isString_ = (value) => typeof value === 'string';
/** @type {(value: unknown) => value is number} */
const isNumber_ = (value) => typeof value === 'number';
/** @type {(value: unknown) => value is unknown[]} */
const isArray_ = (value) => Array.isArray(value);
/** @type {(value: unknown) => value is string | null} */
const isStringOrNull_ = (value) => value === null || typeof value === 'string';

/**
 * GET deck/: the granted presentation's title and slides, in order.
 * @param {string} token
 * @returns {TCrowdeckDeck}
 */
function fetchDeck_(token) {
  const answer = callCrowdeck_('get', ADDIN_PATH + 'deck/', token);
  return {
    id: field_(answer, 'id', isString_),
    title: field_(answer, 'title', isString_),
    slides: field_(answer, 'slides', isArray_).map((slide) => ({
      id: field_(slide, 'id', isString_),
      number: field_(slide, 'number', isNumber_),
      type: field_(slide, 'type', isString_),
      title: field_(slide, 'title', isString_),
    })),
  };
}

/**
 * POST embed/: the address of the presentation's live embed (`<Crowdeck>/embed/<view token>`).
 * @param {string} token
 * @returns {string}
 */
function fetchEmbedUrl_(token) {
  const url = field_(callCrowdeck_('post', ADDIN_PATH + 'embed/', token), 'url', isString_);
  if (url.indexOf(CROWDECK.presenterUrl + '/embed/') !== 0) throw new Error('crowdeck.failed');
  return url;
}

/**
 * The embed's public join view: the deck's title, its join code and its organisation's own
 * audience domain, if any.
 * @param {string} viewToken
 * @returns {TJoinState}
 */
function fetchJoinState_(viewToken) {
  const path = '/api/embed/view/' + encodeURIComponent(viewToken) + '/?view=join';
  const answer = callCrowdeck_('get', path, '');
  return {
    title: field_(answer, 'title', isString_),
    code: field_(answer, 'code', isString_),
    audienceHost: field_(answer, 'audienceHost', isStringOrNull_),
  };
}

/**
 * PUT slide/: the room moves to this Crowdeck slide.
 * @param {string} token
 * @param {string} slideId
 * @returns {string | null} the room's slide now
 */
function moveRoom_(token, slideId) {
  const answer = callCrowdeck_('put', ADDIN_PATH + 'slide/', token, { slideId: slideId });
  return field_(answer, 'slideActiveId', isStringOrNull_);
}

/**
 * DELETE grant/: the grant is deleted on Crowdeck (signing out).
 * @param {string} token
 */
function revokeGrant_(token) {
  callCrowdeck_('delete', ADDIN_PATH + 'grant/', token);
}

// The Google deck's side: the join slide the add-on inserts, and which Google slide shows which
// Crowdeck slide. The document keeps ids only (document properties), never a grant.

/** Document property: Google slide object id → Crowdeck slide id, as JSON. */
const LINKS_KEY = 'crowdeck.links';
/** Document property: the Crowdeck presentation the links belong to. */
const PRESENTATION_KEY = 'crowdeck.presentationId';
/** The QR code's PNG size in pixels (Slides scales it to the box). */
const QR_PIXELS = 512;

/**
 * @typedef {{
 *   title: string,
 *   code: string,
 *   joinUrl: string,
 *   embedUrl: string,
 *   qrUrl: string,
 *   messages: TMessages,
 * }} TJoinSlideInput
 */

/**
 * The Google → Crowdeck slide links of this deck for one Crowdeck presentation (none when the
 * deck was linked to another one before).
 * @param {string} presentationId
 * @returns {Record<string, string>}
 */
function readLinks_(presentationId) {
  const properties = PropertiesService.getDocumentProperties();
  if (properties.getProperty(PRESENTATION_KEY) !== presentationId) return {};
  /** @type {Record<string, string>} */
  const links = {};
  try {
    const parsed = JSON.parse(properties.getProperty(LINKS_KEY) || '{}');
    for (const key of Object.keys(parsed)) {
      if (typeof parsed[key] === 'string') links[key] = parsed[key];
    }
  } catch (_error) {
    // A damaged value reads as no links; the next link writes a good one.
  }
  return links;
}

/**
 * @param {string} presentationId
 * @param {Record<string, string>} links
 */
function writeLinks_(presentationId, links) {
  PropertiesService.getDocumentProperties().setProperties({
    [PRESENTATION_KEY]: presentationId,
    [LINKS_KEY]: JSON.stringify(links),
  });
}

/** The object id of the Google slide selected in the editor, or null. */
function selectedPageId_() {
  const page = SlidesApp.getActivePresentation().getSelection().getCurrentPage();
  return page ? page.getObjectId() : null;
}

/**
 * Where phones join a deck: its organisation's own audience domain (same protocol) when it has
 * one, else this Crowdeck's audience address; the code follows as a path.
 * @param {TJoinState} join
 */
function joinUrlOf_(join) {
  const base = CROWDECK.audienceUrl.replace(/\/+$/, '');
  const origin = join.audienceHost
    ? (/^https:/i.test(base) ? 'https' : 'http') + '://' + join.audienceHost
    : base;
  return origin + '/' + encodeURIComponent(join.code);
}

/** @param {string} address */
const withoutScheme_ = (address) => address.replace(/^https?:\/\//i, '');

/**
 * Inserts a text box of a label and a value on two lines (22 pt) and returns the value's text
 * style, for the caller to set it apart.
 * @param {GoogleAppsScript.Slides.Slide} slide
 * @param {string} label
 * @param {string} value
 * @param {{ left: number, top: number, width: number, height: number }} box
 * @returns {GoogleAppsScript.Slides.TextStyle}
 */
function labelledTextBox_(slide, label, value, box) {
  const shape = slide.insertTextBox(label + '\n' + value, box.left, box.top, box.width, box.height);
  shape.getText().getTextStyle().setFontSize(22);
  return shape
    .getText()
    .getRange(label.length + 1, label.length + 1 + value.length)
    .getTextStyle();
}

/**
 * Inserts a join slide after the selected one (at the end when none is): the deck's title, the
 * join address (linked) and the code as text, and the QR code of the join address, linked to the
 * live embed. Returns the new Google slide.
 * @param {TJoinSlideInput} input
 * @returns {GoogleAppsScript.Slides.Slide}
 */
function insertJoinSlide_(input) {
  const deck = SlidesApp.getActivePresentation();
  const selected = selectedPageId_();
  const slides = deck.getSlides();
  let index = slides.length;
  for (let i = 0; i < slides.length; i += 1) {
    const page = slides[i];
    if (page && page.getObjectId() === selected) index = i + 1;
  }
  const slide = deck.insertSlide(index, SlidesApp.PredefinedLayout.BLANK);
  const width = deck.getPageWidth();
  const height = deck.getPageHeight();
  const margin = Math.round(width * 0.06);
  const qrSize = Math.round(height * 0.58);
  const textWidth = width - qrSize - 3 * margin;

  const title = slide.insertTextBox(
    input.title,
    margin,
    Math.round(height * 0.07),
    width - 2 * margin,
    Math.round(height * 0.18),
  );
  title.getText().getTextStyle().setFontSize(32).setBold(true);

  const address = withoutScheme_(input.joinUrl.replace(/\/[^/]*$/, ''));
  labelledTextBox_(slide, input.messages['slide.joinAt'], address, {
    left: margin,
    top: Math.round(height * 0.34),
    width: textWidth,
    height: Math.round(height * 0.24),
  })
    .setLinkUrl(input.joinUrl)
    .setBold(true);

  labelledTextBox_(slide, input.messages['slide.code'], input.code, {
    left: margin,
    top: Math.round(height * 0.62),
    width: textWidth,
    height: Math.round(height * 0.26),
  })
    .setFontSize(40)
    .setBold(true);

  const qr = slide.insertImage(
    input.qrUrl,
    width - margin - qrSize,
    Math.round(height * 0.3),
    qrSize,
    qrSize,
  );
  qr.setLinkUrl(input.embedUrl);
  qr.setTitle(input.messages['slide.qrTitle']);
  qr.setDescription(input.messages['slide.qrDescription'] + ' ' + input.joinUrl);
  return slide;
}

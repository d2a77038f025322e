import { beforeAll, describe, expect, it } from 'vitest';
import { buildGoogleSlidesProject } from './project';
import {
  loadAddon,
  type TFetchAnswer,
  type TFetchRequest,
  type TImageBox,
  type TTextBox,
} from './google-services.test-support';

const PRESENTER = 'https://crowdeck.example.org';
const AUDIENCE = 'https://join.example.org';
const KEY = 'k'.repeat(43);
const VIEW_TOKEN = 'v'.repeat(43);
const DECK = {
  id: '6f1c2a8e-0d5b-4c1e-9a57-3b2f1d0c9e11',
  title: 'Town hall',
  slides: [
    { id: '11111111-1111-4111-8111-111111111111', number: 1, type: 'poll', title: 'Lunch?' },
    { id: '22222222-2222-4222-8222-222222222222', number: 2, type: 'quiz', title: 'Capital?' },
  ],
};
const [FIRST, SECOND] = DECK.slides as [(typeof DECK.slides)[0], (typeof DECK.slides)[0]];

/** Crowdeck as the add-on meets it: the grant routes for KEY, the public embed view. */
function crowdeck(overrides: Partial<Record<string, TFetchAnswer>> = {}) {
  const json = (body: unknown): TFetchAnswer => ({ status: 200, body: JSON.stringify(body) });
  return (request: TFetchRequest): TFetchAnswer => {
    const route = `${request.method.toUpperCase()} ${request.url.replace(PRESENTER, '')}`;
    const override = overrides[route];
    if (override) return override;
    if (route === `GET /api/embed/view/${VIEW_TOKEN}/?view=join`) {
      return json({ title: 'Town hall', code: '48151623', audienceHost: null });
    }
    if (request.headers.Authorization !== `Bearer ${KEY}`) return { status: 401, body: '{}' };
    switch (route) {
      case 'GET /api/addin/office/deck/':
        return json(DECK);
      case 'POST /api/addin/office/embed/':
        return json({ url: `${PRESENTER}/embed/${VIEW_TOKEN}` });
      case 'PUT /api/addin/office/slide/':
        return json({ slideActiveId: JSON.parse(request.payload ?? '{}').slideId });
      case 'DELETE /api/addin/office/grant/':
        return json({ ok: true });
      default:
        return { status: 404, body: '{"code":"not_found"}' };
    }
  };
}

describe('the Google Slides add-on (its scripts in node:vm with Google stood in)', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await buildGoogleSlidesProject({
      presenterUrl: `${PRESENTER}/`,
      audienceUrl: AUDIENCE,
    });
  });
  /** A connected editor; `overrides` answer in Crowdeck's place from then on. */
  const connected = (overrides: Partial<Record<string, TFetchAnswer>> = {}) => {
    const later: Partial<Record<string, TFetchAnswer>> = {};
    const host = loadAddon(files, crowdeck(later));
    host.run('connectCrowdeck', `  ${KEY}\n`);
    Object.assign(later, overrides);
    host.requests.length = 0;
    return host;
  };

  it('is generated for this server: the narrowest scopes, only this server to fetch', () => {
    expect([...files.keys()].sort()).toEqual([
      'appsscript.json',
      'code.js',
      'config.js',
      'crowdeck.js',
      'messages.js',
      'sidebar-script.html',
      'sidebar.html',
      'slides.js',
    ]);
    const manifest = JSON.parse(files.get('appsscript.json')!);
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/presentations.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/script.external_request',
    ]);
    expect(manifest.urlFetchWhitelist).toEqual([`${PRESENTER}/`]);
    expect(manifest.runtimeVersion).toBe('V8');
    expect(files.get('config.js')).toContain(`presenterUrl: "${PRESENTER}"`);
    expect(files.get('config.js')).toContain(`audienceUrl: "${AUDIENCE}"`);
    expect(files.get('sidebar-script.html')).toMatch(/^<script>\n[\s\S]*function createSidebar/);
  });

  it('adds its menu in the user’s language and opens the sidebar with its texts', () => {
    const host = loadAddon(files, crowdeck(), { locale: 'de_DE' });
    host.run('onOpen', { authMode: 'NONE' });
    expect(host.menu).toEqual([{ title: 'Crowdeck öffnen', fn: 'showSidebar' }]);
    expect(host.requests).toEqual([]);

    host.run('showSidebar');
    expect(host.sidebar?.title).toBe('Crowdeck');
    const html = host.sidebar!.html;
    expect(html).not.toContain('<?');
    expect(html).toContain('"sidebar.connect":"Verbinden"');
    expect(html).toContain('function mountSidebar');
    expect(html).toContain('mountSidebar(document, SIDEBAR_MESSAGES, callThrough(google))');
  });

  it('takes a pasted key once Crowdeck does, and keeps it in the user’s properties only', () => {
    const host = loadAddon(files, crowdeck());
    expect(host.run('getSidebarState')).toEqual({
      connected: false,
      connectUrl: `${PRESENTER}/integrations/google-slides/connect`,
    });
    expect(() => host.run('connectCrowdeck', 'not a key!')).toThrow('badKey');
    expect(host.requests).toEqual([]);

    const state = host.run('connectCrowdeck', `  ${KEY}\n`) as Record<string, unknown>;
    expect(host.requests[0]).toEqual({
      url: `${PRESENTER}/api/addin/office/deck/`,
      method: 'get',
      headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` },
    });
    expect(state).toMatchObject({
      connected: true,
      presentation: { id: DECK.id, title: 'Town hall' },
      slides: DECK.slides,
      selectedPageId: 'g-title',
      links: {},
    });
    expect([...host.userProperties]).toEqual([['crowdeck.token.google-deck-1', KEY]]);
    expect(host.documentProperties.size).toBe(0);
  });

  it('refuses a key Crowdeck does not take, and keeps nothing', () => {
    const host = loadAddon(files, crowdeck());
    expect(() => host.run('connectCrowdeck', 'x'.repeat(43))).toThrow('crowdeck.unauthorized');
    expect(host.userProperties.size).toBe(0);
  });

  it('inserts the join slide after the selected one: title, address, code, QR linked to the embed', () => {
    const host = connected();
    host.run('insertJoinSlide');

    expect(host.requests.map((r) => [r.method, r.url, r.headers.Authorization])).toEqual([
      ['get', `${PRESENTER}/api/addin/office/deck/`, `Bearer ${KEY}`],
      ['post', `${PRESENTER}/api/addin/office/embed/`, `Bearer ${KEY}`],
      // The embed's view is public: no grant goes with it.
      ['get', `${PRESENTER}/api/embed/view/${VIEW_TOKEN}/?view=join`, undefined],
      ['get', `${PRESENTER}/api/addin/office/deck/`, `Bearer ${KEY}`],
    ]);
    expect(host.slides.map((s) => s.id)).toEqual(['g-title', 'g-new-1', 'g-content']);
    const slide = host.slides[1]!;
    expect(slide.layout).toBe('BLANK');
    const [title, join, code, qr] = slide.elements as [TTextBox, TTextBox, TTextBox, TImageBox];
    expect(title.text).toBe('Town hall');
    expect(join.text).toBe('Join at\njoin.example.org');
    const linked = join.styles.find((s) => s.style.link);
    expect(join.text.slice(linked!.start, linked!.end)).toBe('join.example.org');
    expect(linked!.style.link).toBe('https://join.example.org/48151623');
    expect(code.text).toBe('with the code\n48151623');
    expect(code.styles.at(-1)).toMatchObject({ start: 14, end: 22, style: { bold: true } });
    expect(qr).toMatchObject({
      kind: 'image',
      url: `${PRESENTER}/api/embed/qr/${VIEW_TOKEN}/?size=512`,
      link: `${PRESENTER}/embed/${VIEW_TOKEN}`,
      title: 'QR code to join',
    });
    // Everything sits on the 720 × 405 page, the QR code square and clear of the text.
    for (const element of slide.elements) {
      const [left, top, width, height] = element.box;
      expect(left + width).toBeLessThanOrEqual(720);
      expect(top + height).toBeLessThanOrEqual(405);
    }
    expect(qr.box[2]).toBe(qr.box[3]);
    expect(join.box[0] + join.box[2]).toBeLessThan(qr.box[0]);

    // The new slide is selected and linked to the first Crowdeck slide; the document keeps ids only.
    expect(host.selection.pageId).toBe('g-new-1');
    expect(Object.fromEntries(host.documentProperties)).toEqual({
      'crowdeck.presentationId': DECK.id,
      'crowdeck.links': JSON.stringify({ 'g-new-1': FIRST.id }),
    });
  });

  it('writes the join address of the deck’s organisation domain, in the user’s language', () => {
    const host = connected({
      [`GET /api/embed/view/${VIEW_TOKEN}/?view=join`]: {
        status: 200,
        body: JSON.stringify({ title: 'Réunion', code: '777', audienceHost: 'vote.acme.example' }),
      },
    });
    host.setLocale('fr');
    host.run('insertJoinSlide');
    const [title, join] = host.slides[1]!.elements as [TTextBox, TTextBox];
    expect(title.text).toBe('Réunion');
    expect(join.text).toBe('Rejoignez-nous sur\nvote.acme.example');
    expect(join.styles.find((s) => s.style.link)?.style.link).toBe('https://vote.acme.example/777');
  });

  it('links Google slides to Crowdeck slides and moves the room with them', () => {
    const host = connected();
    host.selection.pageId = 'g-content';
    expect(() => host.run('goLiveOnSelected')).toThrow('notLinked');
    expect(() => host.run('linkSelectedSlide', 'not-a-slide-of-the-deck')).toThrow(
      'crowdeck.failed',
    );

    const state = host.run('linkSelectedSlide', SECOND.id) as { links: Record<string, string> };
    expect(state.links).toEqual({ 'g-content': SECOND.id });
    host.requests.length = 0;

    expect(host.run('goLiveOnSelected')).toEqual({ slideActiveId: SECOND.id });
    expect(host.requests).toEqual([
      {
        url: `${PRESENTER}/api/addin/office/slide/`,
        method: 'put',
        headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` },
        contentType: 'application/json',
        payload: JSON.stringify({ slideId: SECOND.id }),
      },
    ]);

    // Moving the room from the sidebar selects the Google slide linked to it.
    host.selection.pageId = 'g-title';
    host.run('goLive', SECOND.id);
    expect(host.selection.pageId).toBe('g-content');
    expect(host.run('readSelection')).toEqual({ pageId: 'g-content', slideId: SECOND.id });

    // '' unlinks.
    expect((host.run('linkSelectedSlide', '') as { links: object }).links).toEqual({});
  });

  it('forgets a grant Crowdeck refuses, says when Crowdeck is unreachable, and signs out', () => {
    const refused = connected({ 'GET /api/addin/office/deck/': { status: 401, body: '{}' } });
    expect(refused.run('getSidebarState')).toMatchObject({ connected: false });
    expect(refused.userProperties.size).toBe(0);

    const offline = connected({ 'PUT /api/addin/office/slide/': { throws: 'DNS error' } });
    expect(() => offline.run('goLive', FIRST.id)).toThrow('crowdeck.unreachable');
    const broken = connected({ 'POST /api/addin/office/embed/': { status: 500, body: 'oops' } });
    expect(() => broken.run('insertJoinSlide')).toThrow('crowdeck.failed');
    expect(broken.slides).toHaveLength(2);
    // An embed address on another server is not put on a slide.
    const foreign = connected({
      'POST /api/addin/office/embed/': {
        status: 200,
        body: '{"url":"https://evil.example/embed/x"}',
      },
    });
    expect(() => foreign.run('insertJoinSlide')).toThrow('crowdeck.failed');

    const host = connected();
    expect(host.run('disconnectCrowdeck')).toMatchObject({ connected: false });
    expect(host.requests.map((r) => [r.method, r.url])).toEqual([
      ['delete', `${PRESENTER}/api/addin/office/grant/`],
    ]);
    expect(host.userProperties.size).toBe(0);
  });
});

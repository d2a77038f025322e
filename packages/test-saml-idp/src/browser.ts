/** The identity provider's answer as its auto-submitting form would post it to the SP. */
export interface TSamlPost {
  /** The form's action: the SP's assertion consumer URL. */
  action: string;
  samlResponse: string;
  relayState: string | null;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string): string | null => {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'));
  return match ? decodeEntities(match[1]!) : null;
};

/** The first form of a page: its action and its named inputs with their values. */
export function readForm(html: string): { action: string; fields: Map<string, string> } | null {
  const form = html.match(/<form\b[^>]*>/i);
  if (!form) return null;
  const fields = new Map<string, string>();
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    if (name) fields.set(name, attribute(tag, 'value') ?? '');
  }
  return { action: attribute(form[0], 'action') ?? '', fields };
}

/** A tiny browser: one cookie jar, redirects followed by hand so cookies survive each hop. */
export function createBrowser() {
  const cookies = new Map<string, string>();

  async function request(url: URL, init: { method?: string; body?: URLSearchParams } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(init.body && { body: init.body.toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    return response;
  }

  return {
    /** Requests `url` (GET, or POST of `body`) and follows redirects to a page; returns it. */
    async open(url: URL, body?: URLSearchParams): Promise<{ url: URL; html: string }> {
      let current = url;
      let response = await request(current, body ? { method: 'POST', body } : {});
      for (let hop = 0; hop < 15; hop++) {
        const location = response.headers.get('location');
        if (!location || response.status < 300 || response.status >= 400) {
          const html = await response.text();
          if (!response.ok) throw new Error(`${current.href} answered ${response.status}: ${html}`);
          return { url: current, html };
        }
        current = new URL(location, current);
        response = await request(current);
      }
      throw new Error('too many redirects');
    },
  };
}

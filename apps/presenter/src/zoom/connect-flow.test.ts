import { describe, expect, it, vi } from 'vitest';
import { createConnectFlow } from './connect-flow';

const DECK = '4f7d2c1e-8a3b-4c5d-9e6f-0a1b2c3d4e5f';

/** The sign-in window against a stand-in server answering `answers` by path. */
function windowWith(token: string | null, answers: Record<string, [number, unknown]>) {
  const posted: { message: unknown; origin: string }[] = [];
  const went: string[] = [];
  const close = vi.fn();
  const requests: { path: string; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = String(url).replace('https://api.example.org', '');
    requests.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
    const [status, body] = answers[path] ?? [404, {}];
    return new Response(JSON.stringify(body), { status });
  });
  const flow = createConnectFlow({
    apiUrl: 'https://api.example.org',
    token,
    opener: {
      postMessage: (message: unknown, origin: string) => {
        posted.push({ message, origin });
      },
    },
    origin: 'https://slides.example.org',
    fetcher: fetcher as typeof fetch,
    go: (address) => went.push(address),
    close,
  });
  return { flow, posted, went, close, requests };
}

describe("the Zoom app's sign-in window", () => {
  it('without a session goes through the sign-in and comes back to it', () => {
    const { flow, went } = windowWith(null, {});
    expect(flow.needsSignIn()).toBe(true);
    expect(went).toEqual(['/login?next=%2Fintegrations%2Fzoom%2Fconnect']);
  });

  it('grants the picked deck to the Zoom app and hands it to the page that opened it', async () => {
    const { flow, posted, close, requests } = windowWith('s'.repeat(43), {
      '/api/integrations/office/grants/': [
        200,
        {
          token: 'g'.repeat(43),
          grant: {
            id: 'grant-1',
            presentationId: DECK,
            presentationTitle: 'All-hands',
            client: 'zoom',
            createdAt: 'x',
            lastUsedAt: 'x',
            expiresAt: 'x',
          },
        },
      ],
    });
    expect(flow.needsSignIn()).toBe(false);
    await flow.grant({ id: DECK, title: 'All-hands' });
    expect(requests).toEqual([
      { path: '/api/integrations/office/grants/', body: { presentationId: DECK, client: 'zoom' } },
    ]);
    expect(posted).toEqual([
      {
        message: {
          type: 'crowdeck-zoom-granted',
          token: 'g'.repeat(43),
          presentationId: DECK,
          presentationTitle: 'All-hands',
        },
        origin: 'https://slides.example.org',
      },
    ]);
    expect(close).toHaveBeenCalled();
  });

  it('an ended session sends the window to the sign-in; cancelling tells the page', async () => {
    const { flow, went, posted } = windowWith('s'.repeat(43), {
      '/api/presentation/list/': [401, { code: 'unauthorized' }],
    });
    await expect(flow.decks()).rejects.toThrow('401');
    expect(went).toHaveLength(1);
    flow.cancel();
    expect(posted.at(-1)?.message).toEqual({ type: 'crowdeck-zoom-cancelled' });
  });
});

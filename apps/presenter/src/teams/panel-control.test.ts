import { TEAMS_AUTH_MESSAGE, type TGrantControlState } from '@crowdeck/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** TeamsJS stood in at its module boundary: "Teams" answers the sign-in as each test says. */
const teams = vi.hoisted(() => ({
  initialize: vi.fn<() => Promise<void>>(),
  getContext: vi.fn<() => Promise<unknown>>(),
  authenticate:
    vi.fn<(params: { url: string; width?: number; height?: number }) => Promise<string>>(),
  notifySuccess: vi.fn<(result?: string) => void>(),
  notifyFailure: vi.fn<(reason?: string) => void>(),
}));
vi.mock('@microsoft/teams-js', async () => ({
  app: { initialize: teams.initialize, getContext: teams.getContext },
  authentication: {
    authenticate: teams.authenticate,
    notifySuccess: teams.notifySuccess,
    notifyFailure: teams.notifyFailure,
  },
  meeting: { shareAppContentToStage: vi.fn() },
  pages: { config: {} },
  FrameContexts: (await import('./teams-js.stub')).FRAME_CONTEXTS,
}));

const { connectToTeams, connectAuthWindow } = await import('./teams-host');
const {
  createControlApi,
  createPanelGrantStore,
  questionActions,
  signInThroughTeams,
  signInThroughWindow,
  ControlCallError,
  SignInCancelled,
} = await import('./panel-control');
const { createAuthFlow, openerReturn, readVia, teamsReturn } = await import('./auth-flow');

const PRESENTER = 'https://slides.example.org';
const DECK = '0f8fad5b-d9cb-469f-a165-70867728950e';
const GRANT = { token: 'T'.repeat(43), presentationId: DECK, presentationTitle: 'All-hands' };

const sidePanel = async () => {
  teams.initialize.mockResolvedValue(undefined);
  teams.getContext.mockResolvedValue({
    page: { frameContext: 'sidePanel' },
    app: { locale: 'fr-fr' },
  });
  const host = await connectToTeams({ framed: true });
  if (!host) throw new Error('no host');
  return host;
};

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe("the side panel's sign-in and controls, with TeamsJS stood in", () => {
  afterEach(() => vi.clearAllMocks());

  it("signs in through Teams' own window on the sign-in page and reads the grant it hands back", async () => {
    const host = await sidePanel();
    teams.authenticate.mockResolvedValue(JSON.stringify(GRANT));
    expect(await signInThroughTeams(host, `${PRESENTER}/`)).toEqual(GRANT);
    expect(teams.authenticate).toHaveBeenCalledWith({
      url: `${PRESENTER}/integrations/teams/auth.html?via=teams`,
      width: 600,
      height: 640,
    });
  });

  it('reports a closed window, a failure and an unreadable answer as a cancelled sign-in', async () => {
    const host = await sidePanel();
    teams.authenticate.mockRejectedValueOnce(new Error('CancelledByUser'));
    await expect(signInThroughTeams(host, PRESENTER)).rejects.toBeInstanceOf(SignInCancelled);
    teams.authenticate.mockResolvedValueOnce('not json');
    await expect(signInThroughTeams(host, PRESENTER)).rejects.toThrow('unreadable answer');
    teams.authenticate.mockResolvedValueOnce(JSON.stringify({ ...GRANT, token: 'short' }));
    await expect(signInThroughTeams(host, PRESENTER)).rejects.toThrow('unreadable answer');
  });

  it('hands the grant back from the sign-in window through Teams, or its failure', async () => {
    teams.initialize.mockResolvedValue(undefined);
    const back = teamsReturn(await connectAuthWindow());
    expect(teams.initialize).toHaveBeenCalled();
    back.granted(GRANT);
    expect(JSON.parse(teams.notifySuccess.mock.calls[0]![0]!)).toEqual(GRANT);
    back.cancelled();
    expect(teams.notifyFailure).toHaveBeenCalledWith('cancelled');
  });

  it('grants the picked deck to client teams, and sends a window without a session to sign in', async () => {
    const granted = vi.fn();
    const go = vi.fn();
    const calls: { url: string; body: unknown }[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(
        JSON.stringify({
          grant: {
            id: 'g1',
            presentationId: DECK,
            presentationTitle: 'All-hands',
            client: 'teams',
            createdAt: 'x',
            lastUsedAt: 'x',
            expiresAt: 'x',
          },
          token: GRANT.token,
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const flow = createAuthFlow({
      apiUrl: 'https://api.example.org',
      token: 'session',
      back: { granted, cancelled: vi.fn() },
      fetcher,
      go,
    });
    expect(flow.needsSignIn()).toBe(false);
    await flow.grant({ id: DECK, title: 'Deck' });
    expect(calls).toEqual([
      {
        url: 'https://api.example.org/api/integrations/office/grants/',
        body: { presentationId: DECK, client: 'teams' },
      },
    ]);
    expect(granted).toHaveBeenCalledWith(GRANT);

    const signedOut = createAuthFlow({
      apiUrl: '',
      token: null,
      back: { granted, cancelled: vi.fn() },
      go,
    });
    expect(signedOut.needsSignIn()).toBe(true);
    expect(go).toHaveBeenCalledWith('/login?next=%2Fintegrations%2Fteams%2Fconnect');
  });

  it('keeps the way back across the app’s sign-in, and ignores an unknown one', () => {
    const storage = memory();
    expect(readVia('?via=teams', storage)).toBe('teams');
    expect(readVia('', storage)).toBe('teams');
    expect(readVia('?via=elsewhere', memory())).toBeNull();
    expect(readVia('', null)).toBeNull();
  });

  it('outside Teams, takes the grant only from its own popup and origin, and notices a closed popup', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Set<(event: MessageEvent) => void>();
      const popup = { closed: false } as unknown as Window;
      const target = {
        open: vi.fn(() => popup),
        addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
          listeners.add(listener),
        removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
          listeners.delete(listener),
      } as unknown as Window;
      const send = (data: unknown, origin = PRESENTER, source: unknown = popup) =>
        listeners.forEach((l) => l({ data, origin, source } as MessageEvent));
      const signed = signInThroughWindow(target, PRESENTER);
      expect(target.open).toHaveBeenCalledWith(
        `${PRESENTER}/integrations/teams/auth.html?via=window`,
        'crowdeck-teams-sign-in',
        'popup,width=600,height=640',
      );
      send({ type: TEAMS_AUTH_MESSAGE, ...GRANT, token: 'X'.repeat(43) }, 'https://evil.example');
      send({ type: TEAMS_AUTH_MESSAGE, ...GRANT, token: 'Y'.repeat(43) }, PRESENTER, {});
      send({ type: 'other', ...GRANT });
      send({ type: TEAMS_AUTH_MESSAGE, ...GRANT });
      expect(await signed).toEqual(GRANT);
      expect(listeners.size).toBe(0);

      const closed = signInThroughWindow(target, PRESENTER);
      (popup as { closed: boolean }).closed = true;
      vi.advanceTimersByTime(600);
      await expect(closed).rejects.toBeInstanceOf(SignInCancelled);

      const blocked = { ...target, open: () => null } as unknown as Window;
      await expect(signInThroughWindow(blocked, PRESENTER)).rejects.toThrow('blocked');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the popup posts its grant to its opener on its own origin only, then closes', () => {
    const opener = { postMessage: vi.fn() };
    const close = vi.fn();
    openerReturn({ opener, origin: PRESENTER, close }).granted(GRANT);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: TEAMS_AUTH_MESSAGE, ...GRANT },
      PRESENTER,
    );
    expect(close).toHaveBeenCalled();
  });

  it('keeps its grants apart from the PowerPoint add-in’s, never in the tab', () => {
    const storage = memory();
    createPanelGrantStore(storage).put(GRANT);
    expect([...storage.items.keys()]).toEqual(['teams:crowdeck.office.grants']);
    expect(createPanelGrantStore(storage).get()).toEqual(GRANT);
  });

  it('calls the grant-scoped control routes with the token, and reports a refusal', async () => {
    const state: TGrantControlState = {
      presentationId: DECK,
      title: 'All-hands',
      code: '12345678',
      slideCount: 2,
      slide: { id: 's1', number: 1, type: 'quiz', title: 'Q' },
      playerCount: 3,
      responses: 0,
      questionPhase: null,
      votingClosed: false,
      ended: false,
    };
    const seen: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      seen.push(
        `${init?.method} ${String(url)} ${String(init?.body)} ${(init?.headers as Record<string, string>).authorization}`,
      );
      return new Response(JSON.stringify(state), { status: 200 });
    }) as unknown as typeof fetch;
    const api = createControlApi('https://api.example.org', fetcher);
    await api.move('tok', 'next');
    await api.question('tok', 'start');
    expect(seen).toEqual([
      'POST https://api.example.org/api/addin/office/control/move/ {"to":"next"} Bearer tok',
      'POST https://api.example.org/api/addin/office/control/question/ {"action":"start"} Bearer tok',
    ]);
    const refused = createControlApi(
      '',
      (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch,
    );
    await expect(refused.state('tok')).rejects.toEqual(new ControlCallError(401));

    expect(questionActions(state)).toEqual({ start: true, showResults: false, hideResults: false });
    expect(questionActions({ ...state, questionPhase: 'open' })).toEqual({
      start: false,
      showResults: true,
      hideResults: false,
    });
    const poll = { ...state, slide: { ...state.slide!, type: 'poll' } };
    expect(questionActions(poll)).toEqual({ start: false, showResults: true, hideResults: false });
    expect(questionActions({ ...poll, votingClosed: true })).toEqual({
      start: false,
      showResults: false,
      hideResults: true,
    });
  });
});

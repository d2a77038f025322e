import { afterEach, describe, expect, it, vi } from 'vitest';

/** TeamsJS stood in at its module boundary: Teams shows the page where each test says. */
const teams = vi.hoisted(() => ({
  frameContext: 'sidePanel',
  initialize: vi.fn(async () => undefined),
  shareAppContentToStage: vi.fn(
    (callback: (error: { errorCode: number; message?: string } | null) => void, _url: string) =>
      callback(null),
  ),
}));
vi.mock('@microsoft/teams-js', async () => ({
  app: {
    initialize: teams.initialize,
    getContext: async () => ({
      page: { frameContext: teams.frameContext },
      app: { locale: 'en-us' },
    }),
  },
  meeting: { shareAppContentToStage: teams.shareAppContentToStage },
  pages: { config: {} },
  FrameContexts: (await import('./teams-js.stub')).FRAME_CONTEXTS,
}));

const { connectToTeams } = await import('./teams-host');
const { joinLinkOf, startPanel } = await import('./panel-view');

const PRESENTER = 'https://slides.example.org';
const TOKEN = 'k'.repeat(43);
const open = (search = `?embed=${TOKEN}`, framed = true) =>
  startPanel({ connect: () => connectToTeams({ framed }), search, presenterUrl: PRESENTER });

describe("the Teams tab's page", () => {
  afterEach(() => vi.clearAllMocks());

  it('in the side panel: the join screen, and the live view shared to the stage', async () => {
    teams.frameContext = 'sidePanel';
    const { state, host } = await open();
    expect(state).toEqual({
      phase: 'panel',
      appUrl: PRESENTER,
      embedUrl: `${PRESENTER}/embed/${TOKEN}?view=join`,
      onStage: false,
      shareUrl: `${PRESENTER}/integrations/teams/stage.html?embed=${TOKEN}`,
      token: TOKEN,
    });
    if (state.phase !== 'panel' || !state.shareUrl) throw new Error('no share address');
    await host?.shareToStage(state.shareUrl);
    expect(teams.shareAppContentToStage).toHaveBeenCalledWith(expect.any(Function), state.shareUrl);
  });

  it("on the meeting stage (Teams' own Share to stage): the live view, nothing to share", async () => {
    teams.frameContext = 'meetingStage';
    const { state } = await open();
    expect(state).toMatchObject({
      phase: 'panel',
      embedUrl: `${PRESENTER}/embed/${TOKEN}?view=live`,
      onStage: true,
      shareUrl: null,
    });
  });

  it("in the meeting's chat tab: the join screen, no stage button", async () => {
    teams.frameContext = 'content';
    expect((await open()).state).toMatchObject({
      embedUrl: `${PRESENTER}/embed/${TOKEN}?view=join`,
      shareUrl: null,
    });
  });

  it('without a presentation, or outside Teams: a link to the app, Teams never waited for', async () => {
    teams.frameContext = 'sidePanel';
    expect((await open('?embed=nope')).state).toEqual({ phase: 'missing', appUrl: PRESENTER });
    teams.initialize.mockClear();
    expect((await open(`?embed=${TOKEN}`, false)).state).toEqual({
      phase: 'outside',
      appUrl: PRESENTER,
    });
    expect(teams.initialize).not.toHaveBeenCalled();
  });

  it("joins with one click: the presentation's code on the audience app (or its own domain)", () => {
    const state = { code: '12345678', audienceHost: null } as never;
    expect(joinLinkOf({ kind: 'ok', state }, 'https://join.example.org/')).toBe(
      'https://join.example.org/12345678',
    );
    const branded = { code: '12345678', audienceHost: 'vote.acme.example' } as never;
    expect(joinLinkOf({ kind: 'ok', state: branded }, 'https://join.example.org')).toBe(
      'https://vote.acme.example/12345678',
    );
    expect(joinLinkOf({ kind: 'gone' }, 'https://join.example.org')).toBeNull();
    expect(joinLinkOf({ kind: 'error' }, 'https://join.example.org')).toBeNull();
  });
});

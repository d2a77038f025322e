import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * TeamsJS stood in at its module boundary: each test says how "Teams" answers (a meeting stage,
 * a side panel, or nobody at all, as outside Teams).
 */
const teams = vi.hoisted(() => ({
  initialize: vi.fn<() => Promise<void>>(),
  getContext: vi.fn<() => Promise<unknown>>(),
  shareAppContentToStage:
    vi.fn<
      (
        callback: (error: { errorCode: number; message?: string } | null) => void,
        url: string,
      ) => void
    >(),
}));
vi.mock('@microsoft/teams-js', async () => ({
  app: { initialize: teams.initialize, getContext: teams.getContext },
  meeting: { shareAppContentToStage: teams.shareAppContentToStage },
  FrameContexts: (await import('./teams-js.stub')).FRAME_CONTEXTS,
}));

const { connectToTeams, isFramed } = await import('./teams-host');
const { stageEmbedAddress, startStage } = await import('./stage-view');

const TOKEN = 'A'.repeat(20) + '_-' + 'b'.repeat(21);
const PRESENTER = 'https://slides.example.org';

const inMeeting = (frameContext: string, locale = 'de-de') => {
  teams.initialize.mockResolvedValue(undefined);
  teams.getContext.mockResolvedValue({ page: { frameContext }, app: { locale } });
};

describe('the Teams pages and TeamsJS', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.clearAllMocks());

  it('reads where Teams shows the page and its language', async () => {
    inMeeting('meetingStage');
    const host = await connectToTeams({ framed: true });
    expect(host).toMatchObject({ surface: 'meetingStage', locale: 'de-de' });
    inMeeting('sidePanel', '');
    expect(await connectToTeams({ framed: true })).toMatchObject({
      surface: 'sidePanel',
      locale: null,
    });
    inMeeting('remove');
    expect((await connectToTeams({ framed: true }))?.surface).toBe('other');
    expect(teams.initialize).toHaveBeenCalledTimes(3);
  });

  it('shares a page to the meeting stage, and reports a refusal', async () => {
    inMeeting('sidePanel');
    const host = await connectToTeams({ framed: true });
    teams.shareAppContentToStage.mockImplementationOnce((callback) => callback(null));
    await host?.shareToStage(`${PRESENTER}/integrations/teams/stage.html?embed=${TOKEN}`);
    expect(teams.shareAppContentToStage).toHaveBeenCalledWith(
      expect.any(Function),
      `${PRESENTER}/integrations/teams/stage.html?embed=${TOKEN}`,
    );
    teams.shareAppContentToStage.mockImplementationOnce((callback) =>
      callback({ errorCode: 1000, message: 'App does not have permission' }),
    );
    await expect(host?.shareToStage('x')).rejects.toThrow('App does not have permission');
  });

  it('outside any frame: the fallback at once, TeamsJS never asked', async () => {
    expect(await connectToTeams({ framed: false })).toBeNull();
    expect(teams.initialize).not.toHaveBeenCalled();
    const top = { parent: null as unknown, opener: null, self: null as unknown };
    top.parent = top;
    top.self = top;
    expect(isFramed(top as unknown as Window)).toBe(false);
    expect(isFramed({ parent: {}, opener: null, self: top } as unknown as Window)).toBe(true);
  });

  it('in a frame Teams does not answer: the fallback after the timeout, not a hang', async () => {
    vi.useFakeTimers();
    teams.initialize.mockReturnValue(new Promise(() => undefined));
    const connecting = connectToTeams({ framed: true, timeoutMs: 8_000 });
    await vi.advanceTimersByTimeAsync(7_999);
    let settled = false;
    void connecting.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await connecting).toBeNull();
    // A host that fails outright falls back too.
    vi.useRealTimers();
    teams.initialize.mockRejectedValueOnce(new Error('no host'));
    expect(await connectToTeams({ framed: true })).toBeNull();
  });

  it("puts the tab's live embed on the meeting stage", async () => {
    inMeeting('meetingStage');
    const state = await startStage({
      connect: () => connectToTeams({ framed: true }),
      search: `?embed=${TOKEN}`,
      presenterUrl: `${PRESENTER}/`,
    });
    expect(state).toEqual({ phase: 'stage', embedUrl: `${PRESENTER}/embed/${TOKEN}` });
  });

  it('says so when the tab has no presentation, and falls back outside Teams', async () => {
    inMeeting('meetingStage');
    for (const search of ['', '?embed=', '?embed=short', `?embed=${TOKEN}x`, '?embed=../../x']) {
      expect(
        await startStage({
          connect: () => connectToTeams({ framed: true }),
          search,
          presenterUrl: PRESENTER,
        }),
      ).toEqual({ phase: 'missing', appUrl: PRESENTER });
    }
    expect(
      await startStage({
        connect: () => connectToTeams({ framed: false }),
        search: `?embed=${TOKEN}`,
        presenterUrl: PRESENTER,
      }),
    ).toEqual({ phase: 'outside', appUrl: PRESENTER });
    expect(stageEmbedAddress(`?embed=${TOKEN}`, 'http://192.168.1.20:3000')).toBe(
      `http://192.168.1.20:3000/embed/${TOKEN}`,
    );
  });
});

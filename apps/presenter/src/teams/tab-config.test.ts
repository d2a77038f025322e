import { afterEach, describe, expect, it, vi } from 'vitest';

/** TeamsJS stood in at its module boundary: the configuration page's calls, recorded. */
const teams = vi.hoisted(() => {
  const saveHandlers: ((event: {
    notifySuccess: () => void;
    notifyFailure: (reason?: string) => void;
  }) => void)[] = [];
  return {
    saveHandlers,
    initialize: vi.fn(async () => undefined),
    getContext: vi.fn(async () => ({
      page: { frameContext: 'settings' },
      app: { locale: 'fr-fr' },
    })),
    setValidityState: vi.fn<(valid: boolean) => void>(),
    setConfig: vi.fn<(config: unknown) => Promise<void>>(async () => undefined),
    registerOnSaveHandler: vi.fn((handler: (typeof saveHandlers)[number]) => {
      saveHandlers.push(handler);
    }),
  };
});
vi.mock('@microsoft/teams-js', async () => ({
  app: { initialize: teams.initialize, getContext: teams.getContext },
  meeting: { shareAppContentToStage: vi.fn() },
  pages: {
    config: {
      setValidityState: teams.setValidityState,
      setConfig: teams.setConfig,
      registerOnSaveHandler: teams.registerOnSaveHandler,
    },
  },
  FrameContexts: (await import('./teams-js.stub')).FRAME_CONTEXTS,
}));

const { connectToTeams } = await import('./teams-host');
const { createTabConfigurator } = await import('./tab-config');
const { viewTokenOf, tabConfig } = await import('./tab-link');

const PRESENTER = 'https://slides.example.org';
const TOKEN = 'Zx9'.repeat(14) + 'Q';

/** Teams' Save button pressed: how the page answered. */
async function pressSave(): Promise<{ ok: boolean; reason?: string }> {
  const handler = teams.saveHandlers.at(-1);
  if (!handler) throw new Error('no save handler');
  return new Promise((resolve) =>
    handler({
      notifySuccess: () => resolve({ ok: true }),
      notifyFailure: (reason) => resolve({ ok: false, ...(reason ? { reason } : {}) }),
    }),
  );
}

describe("the Teams tab's configuration page", () => {
  afterEach(() => {
    vi.clearAllMocks();
    teams.saveHandlers.length = 0;
  });

  it('keeps Save off until an embed link of this server is pasted, then saves the tab', async () => {
    const host = await connectToTeams({ framed: true });
    expect(host?.surface).toBe('settings');
    const page = createTabConfigurator({ host: host!, presenterUrl: PRESENTER });
    expect(teams.setValidityState).toHaveBeenLastCalledWith(false);
    expect(await pressSave()).toEqual({ ok: false, reason: 'no presentation chosen' });
    expect(teams.setConfig).not.toHaveBeenCalled();

    expect(page.update('https://elsewhere.example.org/embed/' + TOKEN)).toBe(false);
    expect(teams.setValidityState).toHaveBeenLastCalledWith(false);
    expect(page.update(`  ${PRESENTER}/embed/${TOKEN}  `)).toBe(true);
    expect(teams.setValidityState).toHaveBeenLastCalledWith(true);

    expect(await pressSave()).toEqual({ ok: true });
    expect(teams.setConfig).toHaveBeenCalledWith({
      entityId: `crowdeck-${TOKEN.slice(0, 16)}`,
      contentUrl: `${PRESENTER}/integrations/teams/panel.html?embed=${TOKEN}`,
      websiteUrl: `${PRESENTER}/embed/${TOKEN}`,
      suggestedDisplayName: 'Crowdeck',
    });
  });

  it("reports Teams' refusal to save rather than claiming success", async () => {
    const host = await connectToTeams({ framed: true });
    const page = createTabConfigurator({ host: host!, presenterUrl: PRESENTER });
    page.update(TOKEN);
    teams.setConfig.mockRejectedValueOnce(new Error('The tab could not be saved'));
    expect(await pressSave()).toEqual({ ok: false, reason: 'The tab could not be saved' });
  });

  it('reads an embed link, a bare token, and refuses the rest', () => {
    expect(viewTokenOf(`${PRESENTER}/embed/${TOKEN}`, PRESENTER)).toBe(TOKEN);
    expect(viewTokenOf(`${PRESENTER}/embed/${TOKEN}/?view=join`, PRESENTER)).toBe(TOKEN);
    expect(viewTokenOf(TOKEN, PRESENTER)).toBe(TOKEN);
    for (const bad of [
      '',
      'hello',
      `${PRESENTER}/embed/short`,
      `${PRESENTER}/present/${TOKEN}`,
      `http://slides.example.org/embed/${TOKEN}`,
      `${PRESENTER}:8443/embed/${TOKEN}`,
      `${PRESENTER}/embed/${TOKEN}/x`,
      `javascript:alert(1)//${TOKEN}`,
    ]) {
      expect({ bad, token: viewTokenOf(bad, PRESENTER) }).toEqual({ bad, token: null });
    }
    expect(tabConfig(`${PRESENTER}/`, TOKEN).contentUrl).toBe(
      `${PRESENTER}/integrations/teams/panel.html?embed=${TOKEN}`,
    );
  });
});

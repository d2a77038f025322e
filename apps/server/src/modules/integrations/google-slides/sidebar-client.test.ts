import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDON_DIR } from './project';

interface TView {
  script: { connected: boolean; slides?: { id: string }[] } | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
  liveSlideId: string | null;
  follow: boolean;
}
interface TSidebar {
  view(): TView;
  start(): Promise<void>;
  connect(key: string): Promise<void>;
  insertJoin(): Promise<void>;
  link(id: string): Promise<void>;
  goLiveOnSelected(): Promise<void>;
  step(step: 1 | -1): Promise<void>;
  setFollow(on: boolean): void;
  disconnect(): Promise<void>;
  pollSelection(): Promise<void>;
}

const SLIDES = [{ id: 's1' }, { id: 's2' }, { id: 's3' }];
const CONNECTED = { connected: true, connectUrl: 'x', presentation: { id: 'p' }, slides: SLIDES };

/** The sidebar's script in node:vm, its calls to the add-on answered by `answers`. */
function sidebarWith(answers: Record<string, (...args: unknown[]) => unknown>) {
  const calls: [string, ...unknown[]][] = [];
  const renders: TView[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const context = vm.createContext({});
  vm.runInContext(source, context);
  const sidebar = (context.createSidebar as (deps: unknown) => TSidebar)({
    call: async (name: string, ...args: unknown[]) => {
      calls.push([name, ...args]);
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected call ${name}`);
      return answer(...args);
    },
    render: (view: TView) => renders.push(view),
    setInterval: (run: () => void, ms: number) => timers.push({ run, ms, cleared: false }) - 1,
    clearInterval: (id: number) => (timers[id]!.cleared = true),
  });
  return { sidebar, calls, renders, timers };
}

let source = '';
beforeAll(async () => {
  source = await readFile(path.join(ADDON_DIR, 'sidebar-client.js'), 'utf8');
});

describe('the Google Slides sidebar’s logic', () => {
  it('checks a pasted key before calling the add-on, then shows the connected deck', async () => {
    const { sidebar, calls } = sidebarWith({
      getSidebarState: () => ({ connected: false, connectUrl: 'x' }),
      connectCrowdeck: () => CONNECTED,
    });
    await sidebar.start();
    expect(sidebar.view()).toMatchObject({ script: { connected: false }, busy: false });

    await sidebar.connect('copied wrongly');
    expect(sidebar.view().error).toBe('error.badKey');
    expect(calls).toEqual([['getSidebarState']]);

    await sidebar.connect(` ${'k'.repeat(43)} `);
    expect(calls.at(-1)).toEqual(['connectCrowdeck', 'k'.repeat(43)]);
    expect(sidebar.view()).toMatchObject({ script: CONNECTED, error: null, busy: false });
  });

  it('shows the add-on’s failures as their texts, busy only while a call runs', async () => {
    const { sidebar, renders } = sidebarWith({
      getSidebarState: () => CONNECTED,
      goLiveOnSelected: () => {
        throw new Error('notLinked');
      },
      insertJoinSlide: () => CONNECTED,
    });
    await sidebar.start();
    await sidebar.goLiveOnSelected();
    expect(sidebar.view()).toMatchObject({ error: 'error.notLinked', busy: false });
    expect(renders.some((view) => view.busy)).toBe(true);
    await sidebar.insertJoin();
    expect(sidebar.view()).toMatchObject({ error: null, notice: 'sidebar.inserted' });
  });

  it('steps the room through the Crowdeck slides from the one it is on', async () => {
    const { sidebar, calls } = sidebarWith({
      getSidebarState: () => CONNECTED,
      goLive: (id) => ({ slideActiveId: id }),
    });
    await sidebar.start();
    await sidebar.step(1); // the room's slide is unknown: the first
    await sidebar.step(1);
    await sidebar.step(1);
    await sidebar.step(1); // stays on the last
    await sidebar.step(-1);
    expect(calls.filter(([name]) => name === 'goLive').map(([, id]) => id)).toEqual([
      's1',
      's2',
      's3',
      's3',
      's2',
    ]);
    expect(sidebar.view().liveSlideId).toBe('s2');
  });

  it('follows the selected Google slide: a newly selected linked slide moves the room once', async () => {
    let selection = { pageId: 'g1', slideId: 's1' as string | null };
    const { sidebar, calls, timers } = sidebarWith({
      getSidebarState: () => CONNECTED,
      readSelection: () => selection,
      goLive: (id) => ({ slideActiveId: id }),
    });
    await sidebar.start();
    sidebar.setFollow(true);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(2000);
    const moves = () => calls.filter(([name]) => name === 'goLive').map(([, id]) => id);
    await vi.waitFor(() => expect(sidebar.view().liveSlideId).toBe('s1'));
    expect(moves()).toEqual(['s1']);

    await sidebar.pollSelection(); // the same selection: nothing to do
    selection = { pageId: 'g2', slideId: null }; // an unlinked slide: the room stays
    await sidebar.pollSelection();
    selection = { pageId: 'g3', slideId: 's3' };
    await sidebar.pollSelection();
    expect(moves()).toEqual(['s1', 's3']);

    sidebar.setFollow(false);
    expect(timers[0]!.cleared).toBe(true);
    expect(sidebar.view().follow).toBe(false);
  });

  it('stops following and shows the sign-in when Crowdeck no longer takes the grant', async () => {
    let connected = true;
    const { sidebar, timers } = sidebarWith({
      getSidebarState: () => (connected ? CONNECTED : { connected: false, connectUrl: 'x' }),
      readSelection: () => ({ pageId: 'g1', slideId: 's1' }),
      goLive: () => {
        connected = false;
        throw new Error('crowdeck.unauthorized');
      },
    });
    await sidebar.start();
    sidebar.setFollow(true); // looks at the selection at once
    await vi.waitFor(() =>
      expect(sidebar.view()).toMatchObject({
        error: 'error.crowdeck.unauthorized',
        follow: false,
        script: { connected: false },
      }),
    );
    expect(timers[0]!.cleared).toBe(true);
  });
});

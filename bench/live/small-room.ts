// A second, small room on node 1 beside the big one: 30 phones and their presenter (another
// account) on a deck of their own. While the big room joins, answers and storms, its slide changes
// are timed to its last phone (one every `everyMs`) and /api/health/ is asked every 10 ms, so the
// report can say, phase by phase, whether the other rooms of a shared node kept going.
import { API_PATHS } from '@crowdeck/core';
import { startHealthProbe, type TProbeSample } from '../flood/health-probe';
import { spread } from '../support/stats';
import { BenchApi, createBenchDeck } from './api';
import { Fleet } from './fleet';
import { BenchPresenter } from './presenter';

/** One phase's figures for the small room (ms); `changes`/`checks`: how many were timed. */
export interface TSmallRoomPhase {
  phase: string;
  changeMs: { p50: number; p95: number; max: number };
  changes: number;
  missed: number;
  healthMs: { p50: number; p95: number; max: number };
  checks: number;
}

export class SmallRoom {
  private samples: [at: number, ms: number, missed: number][] = [];
  private windows: { phase: string; from: number; to: number }[] = [];
  private running = true;
  private loop: Promise<void> = Promise.resolve();
  private readonly probe: { stop(): Promise<TProbeSample[]> };

  private constructor(
    private readonly api: BenchApi,
    private readonly fleet: Fleet,
    private readonly presenter: BenchPresenter,
    private readonly deck: { id: string; pollIds: [string, string] },
    private readonly admitted: number,
    url: string,
    everyMs: number,
  ) {
    this.probe = startHealthProbe(`${url}${API_PATHS.health}`);
    this.loop = this.changeLoop(everyMs);
  }

  /** Signs up the small room's presenter on node `url` and joins its `phones` (default 30). */
  static async start(url: string, phones = 30, everyMs = 250): Promise<SmallRoom> {
    const api = new BenchApi(url);
    await api.register(`bench-small-${Date.now()}@example.com`);
    const deck = await createBenchDeck(api);
    await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.pollIds[0] });
    const presenter = await BenchPresenter.attach(url, api.sessionToken, api, deck.id);
    const fleet = await Fleet.start(
      { kind: 'crowdeck', client: 'lean', urls: [url], code: deck.code },
      phones,
    );
    const joined = await fleet.all({ cmd: 'connect' }, 'joined');
    const admitted = joined.reduce((s, j) => s + j.ok, 0);
    return new SmallRoom(api, fleet, presenter, deck, admitted, url, everyMs);
  }

  private async changeLoop(everyMs: number): Promise<void> {
    let i = 0;
    while (this.running) {
      const slideId = this.deck.pollIds[++i % 2] as string;
      await this.fleet.all({ cmd: 'watch', tag: slideId }, 'watching');
      const received = this.fleet.all(undefined, 'received');
      const start = Date.now();
      try {
        await this.api.call('PUT', `${API_PATHS.slideNext}${this.deck.id}/`, {
          slideActiveId: slideId,
        });
        const events = await received;
        const reached = events.reduce((s, e) => s + e.count, 0);
        const last = Math.max(...events.map((e) => e.last));
        this.samples.push([start, reached ? last - start : 30_000, this.admitted - reached]);
      } catch {
        await received;
        this.samples.push([start, Number.POSITIVE_INFINITY, this.admitted]);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  /** Names the time from `from` to `to` (epoch ms) as a phase of the big room. */
  mark(phase: string, from: number, to: number): void {
    this.windows.push({ phase, from, to });
  }

  /** Stops the changes, the probe and the phones; each phase's figures. */
  async stop(): Promise<TSmallRoomPhase[]> {
    this.running = false;
    await this.loop;
    const health = await this.probe.stop();
    this.presenter.close();
    await this.fleet.close();
    return this.windows.map(({ phase, from, to }) => {
      const inside = this.samples.filter(([at]) => at >= from && at <= to);
      const checks = health.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms);
      return {
        phase,
        changeMs: spread(inside.map(([, ms]) => ms)),
        changes: inside.length,
        missed: inside.reduce((s, [, , m]) => s + m, 0),
        healthMs: spread(checks),
        checks: checks.length,
      };
    });
  }
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMetrics } from '../test/prometheus';
import { createMetrics } from './metrics';

const DASHBOARD = new URL('../../../../deploy/grafana/crowdeck.json', import.meta.url);

interface TPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; refId: string }[];
}

/** Metric names a PromQL expression reads (this server's and Node's own). */
const metricNamesIn = (expr: string) =>
  expr.match(/\b(?:crowdeck|nodejs|process)_[a-z0-9_]+/g) ?? [];

describe('the Grafana dashboard (deploy/grafana/crowdeck.json)', () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
    title: string;
    uid: string;
    schemaVersion: number;
    panels: TPanel[];
    templating: { list: { name: string }[] };
  };
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('is a dashboard Grafana imports: title, uid, schema version, unique panel ids on the grid', () => {
    expect(dashboard.title).toBe('Crowdeck');
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
    }
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual([
      'datasource',
      'instance',
    ]);
  });

  it('graphs only metrics the server exports, each panel at least one', async () => {
    const { types } = parseMetrics(await createMetrics().text());
    const exported = new Set<string>();
    for (const [name, type] of types) {
      exported.add(name);
      if (type === 'histogram')
        ['_bucket', '_sum', '_count'].forEach((s) => exported.add(name + s));
    }
    expect(panels.length).toBeGreaterThanOrEqual(12);
    for (const panel of panels) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        const names = metricNamesIn(target.expr);
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        for (const name of names) expect(exported, `${panel.title}: ${name}`).toContain(name);
      }
    }
  });

  it('covers what an operator graphs', () => {
    const graphed = new Set(
      panels.flatMap((panel) => (panel.targets ?? []).flatMap((t) => metricNamesIn(t.expr))),
    );
    for (const name of [
      'crowdeck_live_phones_connected',
      'crowdeck_live_rooms',
      'crowdeck_live_joins_total',
      'crowdeck_live_answers_total',
      'crowdeck_live_join_duration_seconds_bucket',
      'crowdeck_live_answer_duration_seconds_bucket',
      'crowdeck_live_state_fanout_seconds_bucket',
      'crowdeck_group_commit_batch_rows_sum',
      'crowdeck_group_commit_duration_seconds_bucket',
      'crowdeck_db_pool_connections',
      'crowdeck_redis_commands_total',
      'crowdeck_redis_command_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'crowdeck_live_refusals_total',
      'crowdeck_export_queue_length',
    ]) {
      expect(graphed, name).toContain(name);
    }
  });
});

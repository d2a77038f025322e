import { describe, expect, it } from 'vitest';
import { parseMetrics, parsePrometheusText } from './prometheus';

describe('the tests’ Prometheus text reader', () => {
  it('reads counters, labelled histograms and escaped labels', () => {
    const metrics = parseMetrics(
      [
        '# HELP a_total Things.',
        '# TYPE a_total counter',
        'a_total 3',
        '# TYPE h_seconds histogram',
        'h_seconds_bucket{le="0.1",writes="joins"} 1',
        'h_seconds_bucket{le="+Inf",writes="joins"} 2',
        'h_seconds_sum{writes="joins"} 0.5',
        'h_seconds_count{writes="joins"} 2',
        '# TYPE g gauge',
        'g{path="C:\\\\x",why="say \\"hi\\""} -1.5e3 1700000000000',
        '',
      ].join('\n'),
    );
    expect(metrics.value('a_total')).toBe(3);
    expect(metrics.count('h_seconds', { writes: 'joins' })).toBe(2);
    expect(metrics.value('h_seconds_bucket', { le: '+Inf' })).toBe(2);
    expect(metrics.value('g', { path: 'C:\\x', why: 'say "hi"' })).toBe(-1500);
  });

  it('refuses what is not the format', () => {
    expect(() => parsePrometheusText('a 1')).toThrow(/no # TYPE/);
    expect(() => parsePrometheusText('# TYPE a counter\na{b=1} 1')).toThrow(/not a sample/);
    expect(() => parsePrometheusText('# TYPE a counter\na one')).toThrow(/not a sample|no number/);
    expect(() => parsePrometheusText('# TYPE a counter\n# TYPE a counter')).toThrow(/twice/);
    expect(() => parsePrometheusText('# TYPE h histogram\nh_bucket 1')).toThrow(/without le/);
  });
});

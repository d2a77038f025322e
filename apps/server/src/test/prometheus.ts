/** One sample line of Prometheus' text format. */
export interface TPrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: (-?\\d+))?$`,
);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** Sample names a histogram or summary family `name` holds. */
const SUFFIXES = ['_bucket', '_sum', '_count'];

/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), written here from the
 * format's description rather than taken from the library that writes it: every line is a
 * comment, `# HELP`, `# TYPE` (once per family, before its samples) or a sample with a valid
 * name, labels and value. Anything else throws, naming the line.
 */
export function parsePrometheusText(text: string) {
  const types = new Map<string, string>();
  const samples: TPrometheusSample[] = [];
  const familyOf = (name: string) => {
    if (types.has(name)) return name;
    const suffix = SUFFIXES.find((end) => name.endsWith(end));
    return suffix ? name.slice(0, -suffix.length) : name;
  };
  text.split('\n').forEach((line, index) => {
    const fail = (why: string) => {
      throw new Error(`line ${index + 1} ${why}: ${line}`);
    };
    if (line === '') return;
    if (line.startsWith('#')) {
      const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!meta) return; // a plain comment
      const [, kind, name = '', rest = ''] = meta;
      if (!new RegExp(`^${NAME}$`).test(name)) fail('names a metric badly');
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) fail('has an unknown type');
        if (types.has(name)) fail('declares a type twice');
        if (samples.some((sample) => familyOf(sample.name) === name)) fail('types after samples');
        types.set(name, rest);
      }
      return;
    }
    const match = SAMPLE.exec(line);
    if (!match) return fail('is not a sample');
    const name = match[1] as string;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(new RegExp(LABEL, 'g'))) {
      labels[pair[1] as string] = (pair[2] as string)
        .replace(/\\n/g, '\n')
        .replace(/\\"/g, '"')
        .replace(/\\\\/g, '\\');
    }
    const raw = match.at(-2) as string;
    // Go's ParseFloat, which Prometheus reads values with, takes Inf and NaN in any case.
    const special = /^([+-]?)inf$/i.exec(raw);
    const value = special ? (special[1] === '-' ? -Infinity : Infinity) : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) fail('has no number');
    const type = types.get(familyOf(name));
    if (!type) fail('has no # TYPE before it');
    if (type === 'histogram' && name.endsWith('_bucket') && labels.le === undefined) {
      fail('is a bucket without le');
    }
    samples.push({ name, labels, value });
  });
  return { samples, types };
}

/** Parsed metrics with lookups by name and labels (the given labels must match; others may be). */
export function parseMetrics(text: string) {
  const { samples, types } = parsePrometheusText(text);
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.find(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    samples,
    /** Each family's declared type, by name. */
    types,
    /** A counter's or gauge's value (undefined: no such series). */
    value: (name: string, labels?: Record<string, string>) => find(name, labels)?.value,
    /** How many observations a histogram series holds (0: none yet). */
    count: (name: string, labels?: Record<string, string>) =>
      find(`${name}_count`, labels)?.value ?? 0,
  };
}

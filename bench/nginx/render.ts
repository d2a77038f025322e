// Turns the sample nginx configuration (deploy/nginx/crowdeck.conf) into one that runs on this
// machine: local node addresses, plain HTTP on local ports, no certificates. Every rewrite must
// find what it expects, so a change to the sample that the check does not understand fails it.

/** Where the rendered configuration sends and receives traffic. */
export interface TNginxPorts {
  /** API listener (PORT) and audience listener (AUDIENCE_PORT) of each node, in sample order. */
  nodes: { api: number; audience: number }[];
  /** Local port of each sample server block, by its server_name. */
  api: number;
  audience: number;
  redirect: number;
}

const SAMPLE_UPSTREAM = /^(\s*)server 10\.0\.0\.\d+:(3000|3001)( .*)?;$/;

/** Replaces the sample upstreams' `server` lines with one line per local node. */
function renderUpstreams(lines: string[], nodes: TNginxPorts['nodes']): string[] {
  const out: string[] = [];
  const seen = { '3000': 0, '3001': 0 };
  for (const line of lines) {
    const match = SAMPLE_UPSTREAM.exec(line);
    if (!match) {
      out.push(line);
      continue;
    }
    const [, indent, port, rest = ''] = match as unknown as [string, string, '3000' | '3001'];
    // The first sample line of each upstream stands for all nodes; later ones are dropped.
    if (seen[port]++ > 0) continue;
    for (const node of nodes) {
      out.push(`${indent}server 127.0.0.1:${port === '3000' ? node.api : node.audience}${rest};`);
    }
  }
  if (seen['3000'] === 0 || seen['3001'] === 0) {
    throw new Error('the sample has no `server 10.0.0.x:3000/3001` lines in its upstreams');
  }
  return out;
}

/** Port of a top-level server block from its server_name line. */
function portOfBlock(block: string[], ports: TNginxPorts): number {
  const names = block.find((line) => /^\s*server_name /.test(line))?.trim() ?? '';
  if (names === 'server_name crowdeck.example.com join.example.com;') return ports.redirect;
  if (names === 'server_name crowdeck.example.com;') return ports.api;
  if (names === 'server_name join.example.com;') return ports.audience;
  throw new Error(`unexpected server block in the sample: "${names}"`);
}

/** Rewrites each top-level `server { }` block to listen on its local port without TLS. */
function renderServers(lines: string[], ports: TNginxPorts): string[] {
  const out: string[] = [];
  let block: string[] | null = null;
  const rendered = new Set<number>();
  for (const line of lines) {
    if (line === 'server {') block = [];
    if (!block) {
      out.push(line);
      continue;
    }
    block.push(line);
    if (line !== '}') continue;
    const port = portOfBlock(block, ports);
    rendered.add(port);
    let listens = 0;
    for (const inner of block) {
      if (/^\s*listen \[::\]:/.test(inner) || /^\s*ssl_certificate/.test(inner)) continue;
      const listen = /^(\s*)listen (80|443 ssl http2);$/.exec(inner);
      if (listen) listens += 1;
      out.push(listen ? `${listen[1]}listen 127.0.0.1:${port};` : inner);
    }
    if (listens !== 1) throw new Error(`server block for port ${port}: expected one IPv4 listen`);
    block = null;
  }
  if (rendered.size !== 3) throw new Error('the sample must have its three server blocks');
  return out;
}

/** The sample rewritten for local ports (see the module comment). */
export function renderNginxSample(sample: string, ports: TNginxPorts): string {
  const lines = sample.split('\n');
  return renderServers(renderUpstreams(lines, ports.nodes), ports).join('\n');
}

/** A main nginx.conf that keeps every file nginx writes inside `dir` and includes `site`. */
export function renderMainConfig(dir: string, site: string): string {
  return [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    "    log_format upstream '$request_method $uri $status upstream=$upstream_addr';",
    `    access_log ${dir}/access.log upstream;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
}

// Accounts benchmark: how many sign-ups, sign-ins and profile reads one server process answers.
// Argon2id (19 MiB, t=2) dominates sign-up and sign-in by design; profile reads show the cost of
// bearer-token authentication (hash + one indexed lookup). Run: npm run bench:auth
import { API_PATHS } from '@crowdeck/core';
import { startServer } from './support/server';
import { measure, percentile } from './support/stats';
import { publishReport } from './support/report';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const READS = Number(process.env.BENCH_READS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

function row(name: string, count: number, r: { durations: number[]; elapsedMs: number }): string {
  const perSec = (count / r.elapsedMs) * 1000;
  const p = (q: number) => percentile(r.durations, q).toFixed(1);
  return `| ${name} | ${count} | ${perSec.toFixed(0)} | ${p(50)} | ${p(95)} | ${p(99)} |`;
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3200), {
  // The benchmark signs in from one address far more often than a person would.
  RATE_LIMIT_ENABLED: 'false',
});
try {
  const base = server.url;
  const tokens: string[] = [];
  const signUp = await measure(USERS, CONCURRENCY, async (i) => {
    const res = await post(`${base}${API_PATHS.usersCreate}`, {
      name: `Bench ${i}`,
      email: `bench-${i}@example.com`,
      password: `bench-password-${i}-x`,
    });
    tokens.push(((await res.json()) as { token: string }).token);
  });
  const signIn = await measure(USERS, CONCURRENCY, async (i) => {
    await post(`${base}${API_PATHS.authLogin}`, {
      email: `bench-${i}@example.com`,
      password: `bench-password-${i}-x`,
    });
  });
  const reads = await measure(READS, CONCURRENCY, async (i) => {
    const res = await fetch(`${base}${API_PATHS.usersProfile}`, {
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
    });
    if (!res.ok) throw new Error(`profile answered ${res.status}`);
    await res.arrayBuffer();
  });

  const report = [
    `# Accounts benchmark`,
    ``,
    `${new Date().toISOString()} · Node ${process.version} · embedded PGlite · concurrency ${CONCURRENCY}`,
    ``,
    `| operation | count | per second | p50 ms | p95 ms | p99 ms |`,
    `| --- | --- | --- | --- | --- | --- |`,
    row('sign-up (argon2id hash)', USERS, signUp),
    row('sign-in (argon2id verify)', USERS, signIn),
    row('profile read (bearer auth)', READS, reads),
    ``,
  ].join('\n');
  await publishReport('auth.md', report);
} finally {
  await server.stop();
}

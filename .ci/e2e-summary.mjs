// Prints each failed end-to-end test with the first lines of its error, from Playwright's JSON
// report: a failed CI run then ends with why each spec failed, not with the last one's long output.
import { existsSync, readFileSync } from 'node:fs';

const file = new URL('../e2e/playwright-results.json', import.meta.url);
if (!existsSync(file)) process.exit(0);
const report = JSON.parse(readFileSync(file, 'utf8'));
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with the escape character.
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const failures = [];
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        failures.push({ title: [...titles, spec.title].join(' › '), file: spec.file, result });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
};
for (const suite of report.suites ?? []) walk(suite, []);
if (failures.length === 0) process.exit(0);
console.info(`\n==> ${failures.length} end-to-end failure(s), first lines of each:`);
for (const { title, file, result } of failures) {
  console.info(
    `\n--- ${file}: ${title} (${result.status}, ${Math.round(result.duration / 1000)} s)`,
  );
  for (const error of result.errors ?? []) {
    const lines = plain(error.message ?? error.value)
      .split('\n')
      .slice(0, 20);
    console.info(lines.map((line) => `    ${line}`).join('\n'));
    if (error.location) console.info(`    at ${error.location.file}:${error.location.line}`);
  }
}

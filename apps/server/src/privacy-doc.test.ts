import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schemaTables } from './test/leftover-ids';
import { SERVER_ROOT } from './server-root';

const DOC = path.join(SERVER_ROOT, '..', '..', 'docs', 'PRIVACY.md');

/** Each `### \`table\`` section's text, by table name. */
function docSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.split(/^### /m).slice(1);
  for (const part of parts) {
    const heading = /^`([a-z0-9_]+)`/.exec(part);
    if (heading?.[1]) sections.set(heading[1], part);
  }
  return sections;
}

/** The columns a section's table lists: the first cell of each row, in backticks. */
function documentedColumns(section: string): Set<string> {
  const columns = new Set<string>();
  for (const match of section.matchAll(/^\|\s*`([a-z0-9_]+)`\s*\|/gm)) {
    if (match[1]) columns.add(match[1]);
  }
  return columns;
}

const ROW = '| `<column>` | What it holds | Personal? | Why | Kept until / deleted by |';

describe('docs/PRIVACY.md', () => {
  it('has a section for every table of the schema with a row for every column', () => {
    const sections = docSections(readFileSync(DOC, 'utf8'));
    const problems: string[] = [];
    for (const table of schemaTables()) {
      const { name, columns } = getTableConfig(table);
      const section = sections.get(name);
      if (!section) {
        problems.push(
          [
            `table ${name} has no section: add "### \`${name}\`" under "## Database tables" with`,
            '| Column | What | Personal | Why | Kept until |',
            '| --- | --- | --- | --- | --- |',
            ...columns.map((column) => ROW.replace('<column>', column.name)),
          ].join('\n'),
        );
        continue;
      }
      const listed = documentedColumns(section);
      const missing = columns.map((column) => column.name).filter((column) => !listed.has(column));
      if (missing.length) {
        problems.push(
          [
            `table ${name}: add rows to its section "### \`${name}\`" for ${missing.map((c) => `\`${c}\``).join(', ')}:`,
            ...missing.map((column) => ROW.replace('<column>', column)),
          ].join('\n'),
        );
      }
    }
    expect(problems, `docs/PRIVACY.md is behind the schema:\n\n${problems.join('\n\n')}`).toEqual(
      [],
    );
  });

  it('names no table that is gone, and no column a table lacks', () => {
    const sections = docSections(readFileSync(DOC, 'utf8'));
    const tables = new Map(
      schemaTables().map((table) => {
        const config = getTableConfig(table);
        return [config.name, new Set(config.columns.map((column) => column.name))];
      }),
    );
    const stale: string[] = [];
    for (const [name, section] of sections) {
      const columns = tables.get(name);
      if (!columns) {
        stale.push(`section "### \`${name}\`" names no table of the schema`);
        continue;
      }
      for (const column of documentedColumns(section)) {
        if (!columns.has(column))
          stale.push(`${name}.${column} is documented but not in the schema`);
      }
    }
    expect(stale).toEqual([]);
  });
});

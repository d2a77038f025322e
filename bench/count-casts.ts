/**
 * Counts the server's type casts per thousand lines of non-test code, so the figures quoted in
 * reviews can be reproduced: `npm run count:casts [-- --list]`.
 *
 * A cast is an `x as T` (not `as const`) or an `<T>x`; `!` non-null assertions are counted apart
 * (they are not casts); `x as unknown as T` counts once. Non-test code is every `.ts` file of apps/server/src except `*.test.ts`
 * and the test support folder `src/test/`; lines are all lines of those files. The figures are
 * given for the whole server and for the server outside `modules/live/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../apps/server/src/', import.meta.url));
const list = process.argv.includes('--list');

/** The non-test TypeScript files below a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type TCount = { lines: number; casts: number; nonNull: number };

/** Casts and non-null assertions of one file, listed with their line when asked. */
function countFile(path: string): TCount {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const count: TCount = { lines: text.split('\n').length, casts: 0, nonNull: 0 };
  const visit = (node: ts.Node): void => {
    const isConst =
      ts.isAsExpression(node) &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText(file) === 'const';
    // `x as unknown as T` is one cast: its inner `as unknown` is not counted again.
    const isInnerUnknown =
      ts.isAsExpression(node) &&
      node.type.kind === ts.SyntaxKind.UnknownKeyword &&
      ts.isAsExpression(node.parent);
    if (
      (ts.isAsExpression(node) && !isConst && !isInnerUnknown) ||
      ts.isTypeAssertionExpression(node)
    ) {
      count.casts += 1;
      if (list) report(path, file, node, 'cast');
    }
    if (ts.isNonNullExpression(node)) {
      count.nonNull += 1;
      if (list) report(path, file, node, 'non-null');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

function report(path: string, file: ts.SourceFile, node: ts.Node, kind: string): void {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  console.info(
    `${kind}\t${relative(root, path)}:${line + 1}\t${node.getText(file).split('\n')[0]}`,
  );
}

const total: TCount = { lines: 0, casts: 0, nonNull: 0 };
const outsideLive: TCount = { lines: 0, casts: 0, nonNull: 0 };
for (const path of sourceFiles(root)) {
  const count = countFile(path);
  const inLive = relative(root, path).startsWith(`modules${sep}live${sep}`);
  for (const sum of inLive ? [total] : [total, outsideLive]) {
    sum.lines += count.lines;
    sum.casts += count.casts;
    sum.nonNull += count.nonNull;
  }
}

const line = (name: string, c: TCount) =>
  `${name}: ${c.casts} casts in ${c.lines} lines = ${((c.casts * 1000) / c.lines).toFixed(2)} per kloc; ` +
  `${c.nonNull} non-null assertions (${((c.nonNull * 1000) / c.lines).toFixed(2)} per kloc)`;
console.info(line('server', total));
console.info(line('server outside modules/live', outsideLive));

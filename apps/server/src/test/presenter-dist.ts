import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A presenter build in a new temporary folder (named from `prefix`) holding `pages`, each HTML by
 * its site path, as Vite writes them. The caller removes the folder.
 */
export async function writePresenterDist(
  prefix: string,
  pages: Record<string, string>,
): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), prefix));
  for (const [page, html] of Object.entries(pages)) {
    const file = path.join(dist, page.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  return dist;
}

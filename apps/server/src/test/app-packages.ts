import JSZip from 'jszip';
import { expect } from 'vitest';

/** An instance's addresses as a Teams or Outlook app package is built for. */
export const packageInput = (id: string) => ({
  id,
  presenterUrl: 'https://slides.example.org',
  audienceUrl: 'https://join.example.org',
});

/** The package holds exactly manifest.json and its two icons, at its root, and names them. */
export async function expectPackageFiles(
  zipped: Buffer,
  manifest: { id: string; manifestVersion: string },
): Promise<void> {
  const zip = await JSZip.loadAsync(zipped);
  const files = Object.values(zip.files);
  expect(files.map((file) => file.name).sort()).toEqual([
    'color.png',
    'manifest.json',
    'outline.png',
  ]);
  expect(files.every((file) => !file.dir)).toBe(true);
  const read = JSON.parse(await zip.file('manifest.json')!.async('string'));
  expect(read).toMatchObject(manifest);
  expect(read.icons).toEqual({ color: 'color.png', outline: 'outline.png' });
}

/** The same bytes for the same instance, other bytes for another address. */
export async function expectReproducible(
  build: (input: ReturnType<typeof packageInput>) => Promise<Buffer>,
  input: ReturnType<typeof packageInput>,
): Promise<void> {
  const first = await build(input);
  expect((await build(input)).equals(first)).toBe(true);
  const other = await build({ ...input, presenterUrl: 'https://x.example.org' });
  expect(other.equals(first)).toBe(false);
}

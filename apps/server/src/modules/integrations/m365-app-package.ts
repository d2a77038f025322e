import JSZip from 'jszip';

/**
 * A Microsoft 365 app package (Teams app, Outlook add-in): a zip of exactly manifest.json and the
 * two icons it names, at the root. A fixed date keeps the bytes the same for the same manifest.
 */
export async function zipM365AppPackage(
  manifest: unknown,
  files: { color: string; outline: string },
  icons: { color: Buffer; outline: Buffer },
): Promise<Buffer> {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`, { date });
  zip.file(files.color, icons.color, { date });
  zip.file(files.outline, icons.outline, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

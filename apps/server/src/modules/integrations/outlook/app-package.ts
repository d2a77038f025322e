import JSZip from 'jszip';
import { drawOutlookIcons } from './icons';
import { buildOutlookManifest, OUTLOOK_ICON_FILES, type TOutlookManifestInput } from './manifest';

/**
 * The app package an admin uploads (Microsoft 365 admin center, Integrated apps) or a user
 * sideloads: exactly manifest.json and the two icons it names, at the root. A fixed date keeps
 * the bytes the same for the same manifest.
 */
export async function buildOutlookAppPackage(input: TOutlookManifestInput): Promise<Buffer> {
  const icons = await drawOutlookIcons();
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  zip.file('manifest.json', `${JSON.stringify(buildOutlookManifest(input), null, 2)}\n`, { date });
  zip.file(OUTLOOK_ICON_FILES.color, icons.color, { date });
  zip.file(OUTLOOK_ICON_FILES.outline, icons.outline, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

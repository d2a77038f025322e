import JSZip from 'jszip';
import { buildTeamsManifest, TEAMS_ICON_FILES, type TTeamsManifestInput } from './manifest';
import { drawTeamsIcons } from './icons';

/**
 * The app package an operator uploads to Teams: a zip of exactly manifest.json and the two icons
 * it names, at the root. A fixed date keeps the bytes the same for the same manifest.
 */
export async function buildTeamsAppPackage(input: TTeamsManifestInput): Promise<Buffer> {
  const icons = await drawTeamsIcons();
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1));
  zip.file('manifest.json', `${JSON.stringify(buildTeamsManifest(input), null, 2)}\n`, { date });
  zip.file(TEAMS_ICON_FILES.color, icons.color, { date });
  zip.file(TEAMS_ICON_FILES.outline, icons.outline, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

import { zipM365AppPackage } from '../m365-app-package';
import { drawOutlookIcons } from './icons';
import { buildOutlookManifest, OUTLOOK_ICON_FILES, type TOutlookManifestInput } from './manifest';

/**
 * The app package an admin uploads (Microsoft 365 admin center, Integrated apps) or a user
 * sideloads: exactly manifest.json and the two icons it names, at the root.
 */
export async function buildOutlookAppPackage(input: TOutlookManifestInput): Promise<Buffer> {
  const icons = await drawOutlookIcons();
  return zipM365AppPackage(buildOutlookManifest(input), OUTLOOK_ICON_FILES, icons);
}

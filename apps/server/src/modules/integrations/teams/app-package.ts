import { zipM365AppPackage } from '../m365-app-package';
import { buildTeamsManifest, TEAMS_ICON_FILES, type TTeamsManifestInput } from './manifest';
import { drawTeamsIcons } from './icons';

/**
 * The app package an operator uploads to Teams: a zip of exactly manifest.json and the two icons
 * it names, at the root.
 */
export async function buildTeamsAppPackage(input: TTeamsManifestInput): Promise<Buffer> {
  const icons = await drawTeamsIcons();
  return zipM365AppPackage(buildTeamsManifest(input), TEAMS_ICON_FILES, icons);
}

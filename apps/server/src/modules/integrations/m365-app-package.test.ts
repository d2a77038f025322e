import { describe, it } from 'vitest';
import { expectPackageFiles, expectReproducible, packageInput } from '../../test/app-packages';
import { buildOutlookAppPackage } from './outlook/app-package';
import { OUTLOOK_MANIFEST_VERSION } from './outlook/manifest';
import { buildTeamsAppPackage } from './teams/app-package';
import { TEAMS_MANIFEST_VERSION } from './teams/manifest';

describe.each([
  {
    app: "the Outlook add-in's package",
    build: buildOutlookAppPackage,
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    manifestVersion: OUTLOOK_MANIFEST_VERSION,
  },
  {
    app: "the Teams app's package",
    build: buildTeamsAppPackage,
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    manifestVersion: TEAMS_MANIFEST_VERSION,
  },
])('$app', ({ build, id, manifestVersion }) => {
  it('holds exactly manifest.json, color.png and outline.png at its root', async () => {
    await expectPackageFiles(await build(packageInput(id)), { id, manifestVersion });
  });

  it('is the same bytes for the same instance, another for another address', async () => {
    await expectReproducible(build, packageInput(id));
  });
});

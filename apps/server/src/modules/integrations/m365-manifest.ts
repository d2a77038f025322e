/** What a Microsoft 365 app manifest is made of: the installation's id and its public addresses. */
export interface TM365ManifestInput {
  /** A UUID, the same for the life of the installation (instance-settings.repository.ts). */
  id: string;
  /** The presenter app's public address (origin; https, as Teams and Outlook require). */
  presenterUrl: string;
  /** The audience app's public address: the join links the apps open or write go there. */
  audienceUrl: string;
}

/**
 * How every Microsoft 365 app manifest this server writes (Teams app, Outlook add-in) begins: its
 * schema and versions, the installation's id, and Crowdeck as the developer. A self-hosted
 * instance has no policy pages of Crowdeck's own: the operator's Integrations page (`base` is the
 * presenter app's public address) explains what each app does with data.
 */
export function m365ManifestHead(input: {
  manifestVersion: string;
  appVersion: string;
  id: string;
  base: string;
}) {
  const integrationsPage = `${input.base}/integrations`;
  return {
    $schema: `https://developer.microsoft.com/json-schemas/teams/v${input.manifestVersion}/MicrosoftTeams.schema.json`,
    manifestVersion: input.manifestVersion,
    version: input.appVersion,
    id: input.id,
    developer: {
      name: 'Crowdeck',
      websiteUrl: input.base,
      privacyUrl: integrationsPage,
      termsOfUseUrl: integrationsPage,
    },
  };
}

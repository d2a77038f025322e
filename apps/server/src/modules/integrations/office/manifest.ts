import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';

/** What the manifest is made of: the installation's id and its public presenter address. */
export interface TManifestInput {
  /** A UUID, the same for the life of the installation (instance-settings.repository.ts). */
  id: string;
  /** The presenter app's public address (origin, no trailing slash). */
  presenterUrl: string;
  /** Version of the add-in as Office shows it (four dotted numbers). */
  version: string;
}

/** The add-in's version: raised when the manifest's shape changes, so Office picks it up. */
export const OFFICE_ADDIN_VERSION = '1.0.0.0';

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The languages of the apps besides English, as Office names them. */
const OFFICE_LOCALES = ['de-DE', 'es-ES', 'fr-FR', 'pt-BR', 'ar-SA'] as const;

/** The add-in's description in each of them (the manifest's default is the English one). */
const DESCRIPTIONS: Record<(typeof OFFICE_LOCALES)[number], string> = {
  'de-DE':
    'Zeigt die Live-Ansicht einer Crowdeck-Präsentation (Beitrittscode, Ergebnisse, Rangliste) auf einer Folie; wer in PowerPoint weiterschaltet, schaltet auch den Raum weiter.',
  'es-ES':
    'Muestra la vista en directo de una presentación de Crowdeck (código de acceso, resultados, clasificación) en una diapositiva; al avanzar en PowerPoint avanza la sala.',
  'fr-FR':
    "Affiche la vue en direct d'une présentation Crowdeck (code d'accès, résultats, classement) sur une diapositive ; avancer dans PowerPoint fait avancer la salle.",
  'pt-BR':
    'Mostra a visualização ao vivo de uma apresentação do Crowdeck (código de acesso, resultados, classificação) em um slide; avançar no PowerPoint avança a sala.',
  'ar-SA':
    'يعرض العرض المباشر لعرض تقديمي من Crowdeck (رمز الانضمام والنتائج ولوحة الصدارة) على شريحة؛ والتقدّم في PowerPoint يقدّم القاعة.',
};

/** A localised element's `Override` lines: one value for every language, or each its own. */
const overrides = (values: string | Record<(typeof OFFICE_LOCALES)[number], string>): string =>
  OFFICE_LOCALES.map(
    (locale) =>
      `    <Override Locale="${locale}" Value="${typeof values === 'string' ? values : values[locale]}" />`,
  ).join('\n');

/**
 * The add-in-only XML manifest of the PowerPoint content add-in (`OfficeApp` 1.1,
 * `xsi:type="ContentApp"`, host Presentation), every address on this server's public address.
 * Validated in tests against Microsoft's schemas (xsd/). Requirement sets: what the add-in calls
 * (document settings, the sign-in dialog, the active view); a PowerPoint without them does not
 * offer the add-in rather than offering one that fails.
 */
export function buildOfficeManifest(input: TManifestInput): string {
  const base = input.presenterUrl.replace(/\/+$/, '');
  const url = (path: string) => escapeXml(`${base}${path}`);
  const origin = escapeXml(new URL(base).origin);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:type="ContentApp">
  <Id>${escapeXml(input.id)}</Id>
  <Version>${escapeXml(input.version)}</Version>
  <ProviderName>Crowdeck</ProviderName>
  <DefaultLocale>en-US</DefaultLocale>
  <DisplayName DefaultValue="Crowdeck">
${overrides('Crowdeck')}
  </DisplayName>
  <Description DefaultValue="Show a Crowdeck presentation's live view (join code, results, leaderboard) on a slide; advancing in PowerPoint advances the room.">
${overrides(DESCRIPTIONS)}
  </Description>
  <IconUrl DefaultValue="${url(OFFICE_ADDIN_PATHS.icon32)}" />
  <HighResolutionIconUrl DefaultValue="${url(OFFICE_ADDIN_PATHS.icon64)}" />
  <SupportUrl DefaultValue="${url('/integrations')}" />
  <AppDomains>
    <AppDomain>${origin}</AppDomain>
  </AppDomains>
  <Hosts>
    <Host Name="Presentation" />
  </Hosts>
  <Requirements>
    <Sets DefaultMinVersion="1.1">
      <Set Name="Settings" MinVersion="1.1" />
      <Set Name="DialogApi" MinVersion="1.1" />
      <Set Name="ActiveView" MinVersion="1.1" />
    </Sets>
  </Requirements>
  <DefaultSettings>
    <SourceLocation DefaultValue="${url(OFFICE_ADDIN_PATHS.addin)}" />
    <RequestedWidth>800</RequestedWidth>
    <RequestedHeight>450</RequestedHeight>
  </DefaultSettings>
  <Permissions>ReadWriteDocument</Permissions>
  <AllowSnapshot>true</AllowSnapshot>
</OfficeApp>
`;
}

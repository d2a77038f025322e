import { describe, expect, it } from 'vitest';
import { AVAILABLE_INTEGRATIONS, COMING_SOON_FEATURES, PLAN_FEATURES } from './plans';

describe('what the pricing page announces', () => {
  it('lists only what is not built as coming soon', () => {
    // Built and shipped: exports, moderated Q&A, the control screen, the phone remote, import,
    // the PowerPoint add-in and the live embed.
    const built = [
      'imagePdfExport',
      'excelExport',
      'moderatedQa',
      'controlScreen',
      'mobileControlApp',
      'integrationPowerPoint',
      ...AVAILABLE_INTEGRATIONS,
    ];
    for (const feature of built) expect(COMING_SOON_FEATURES).not.toContain(feature);
    expect(COMING_SOON_FEATURES).toEqual([
      'integrationGoogleSlides',
      'integrationZoom',
      'integrationTeams',
    ]);
  });

  it('shows PowerPoint and PDF import, the add-in, the live embed and Microsoft 365 as available', () => {
    expect(AVAILABLE_INTEGRATIONS).toEqual([
      'importPowerPointPdf',
      'powerPointAddIn',
      'liveEmbed',
      'integrationMs365',
    ]);
    for (const feature of AVAILABLE_INTEGRATIONS) {
      expect(COMING_SOON_FEATURES as readonly string[]).not.toContain(feature);
      expect(PLAN_FEATURES as readonly string[]).not.toContain(feature);
    }
  });
});

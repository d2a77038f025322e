import { DeckPickerPage, pickerTexts } from '../grant-picker/deck-picker-page';
import type { createDialogFlow } from './dialog-flow';
import { officeI18n } from './office-messages';

const { useTranslation } = officeI18n;

/** The sign-in window: the presenter picks the deck the PowerPoint slide (or Outlook) shows. */
export function DialogPage({
  flow,
  client = 'powerpoint',
}: {
  flow: ReturnType<typeof createDialogFlow> | null;
  client?: 'powerpoint' | 'outlook';
}) {
  const forOutlook = client === 'outlook';
  const { t } = useTranslation();
  return (
    <DeckPickerPage
      flow={flow}
      block="addin"
      titleClass="addin__brand"
      leadClass="addin__lead"
      texts={{
        ...pickerTexts(t, 'dialog'),
        banner: (
          <>
            <img src="/integrations/office/icon-64.png" alt="" />
            {t(forOutlook ? 'dialog.outlook.heading' : 'dialog.heading')}
          </>
        ),
        lead: t(forOutlook ? 'dialog.outlook.lead' : 'dialog.lead'),
        slides: (count) => t('dialog.slides', { count }),
      }}
    />
  );
}

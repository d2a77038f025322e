import { DeckPickerPage, pickerTexts } from '../grant-picker/deck-picker-page';
import type { createConnectFlow } from './connect-flow';
import { zoomI18n } from './zoom-messages';

const { useTranslation } = zoomI18n;

/** The sign-in window: the presenter picks the presentation the Zoom app shares. */
export function ConnectPage({ flow }: { flow: ReturnType<typeof createConnectFlow> | null }) {
  const { t } = useTranslation();
  return (
    <DeckPickerPage flow={flow} block="zoom" leadClass="" texts={pickerTexts(t, 'zoom.connect')} />
  );
}

import type { MouseEvent } from 'react';
import type { TPresentation } from '@crowdeck/core';
import { useWhiteLabelDocument } from '../../app/document-brand';
import { SlideLogo } from '../../components/slide-logo';
import { INSIDE_MODAL } from '../../components/inside-modal';
import { runtimeConfig } from '../../config/runtime-config';
import { getDeckAudienceUrl } from '../../live/join-address';
import { toBrandStyle, useBrandFontStack } from '../../editor/brand-style';
import { useEffectiveBranding } from '../../editor/use-branding';
import { toFontStack } from '../../editor/use-font-stylesheets';
import { usePresenterStore } from '../../state/presenter-store';
import { AudiencePreview } from './audience-preview';
import { LobbyScreen } from './lobby-screen';
import { OutdatedBanner } from './outdated-banner';
import { PresentCanvas } from './present-canvas';
import { PresentControls } from './present-controls';
import { PresentSlide } from './present-slide';
import { QaHighlight } from './qa-highlight';
import { QrOverlay } from './qr-overlay';
import { ReactionsLayer } from './reactions-layer';
import { EndConfirm, EndScreen } from './session-end';
import { SideMenu } from './side-menu';
import { usePresentKeys } from './use-present-keys';
import { usePresentSound } from '../../live/sound/use-present-sound';

/** The presenting view: the slide filling the window, with the lobby, menu and overlays on top. */
export function PresentView({ deck }: { deck: TPresentation }) {
  const slide = usePresenterStore((state) => state.slide);
  const isLobby = usePresenterStore((state) => state.isShowLobbyScreen);
  const showQrCode = usePresenterStore((state) => state.showQrCode);
  const isMenuVisible = usePresenterStore((state) => state.isMenuVisible);
  const showAudienceView = usePresenterStore((state) => state.showAudienceView);
  const branding = useEffectiveBranding(deck);
  const fontStack = useBrandFontStack(deck.brand, toFontStack(branding.fontFamily));
  const audienceUrl = getDeckAudienceUrl(runtimeConfig.audienceUrl, deck.brand?.audienceHost);
  const brandName = deck.brand?.name ?? null;
  useWhiteLabelDocument(
    brandName ? { title: deck.title, name: brandName, iconUrl: branding.logoUrl } : null,
  );
  usePresentKeys();
  usePresentSound();

  return (
    <main
      id="main"
      className="present"
      style={{ ...toBrandStyle(deck.brand), fontFamily: fontStack }}
      aria-label={deck.title}
      onMouseDown={keepKeysOnStage}
    >
      {slide && (
        <PresentCanvas hidden={isLobby}>
          <PresentSlide deck={deck} slide={slide} />
          {!isLobby && <SlideLogo url={branding.logoUrl} alt={brandName ?? undefined} />}
        </PresentCanvas>
      )}
      {isLobby && <LobbyScreen deck={deck} logoUrl={branding.logoUrl} />}
      {!isLobby && showQrCode && <QrOverlay code={deck.uniqueCode} audienceUrl={audienceUrl} />}
      <QaHighlight presentationId={deck.id} />
      <ReactionsLayer />
      {showAudienceView && <AudiencePreview deck={deck} />}
      <PresentControls deck={deck} />
      <OutdatedBanner />
      {isMenuVisible && <SideMenu deck={deck} />}
      <EndScreen deck={deck} />
      <EndConfirm />
    </main>
  );
}

/**
 * A mouse click on a stage or control-bar button does not take the keyboard focus, so Enter and
 * Space keep meaning "next" afterwards instead of pressing that button again (the Menu button
 * reopened the menu). Keyboard users who Tab to a button still get focus. The menu and dialogs
 * keep normal focus.
 */
function keepKeysOnStage(event: MouseEvent): void {
  const target = event.target as HTMLElement;
  if (!target.closest('button') || target.closest(`.side-menu, ${INSIDE_MODAL}`)) return;
  event.preventDefault();
}

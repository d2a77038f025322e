import { choiceOfSlide } from '../../editor/slide-types';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import type { TPresentation } from '@crowdeck/core';
import { ConfirmModal } from '../../components/confirm-modal';
import { getEmptyQuestionKeys } from '../../editor/slide-wording';
import {
  changeSlide,
  resetPresentation,
  resetSlide,
  setFollowAudience,
  setLobbyVisible,
} from '../../live/present-actions';
import { askToEnd } from '../../live/session-end-store';
import { usePresenterStore } from '../../state/presenter-store';
import { toggleFullscreen, useIsFullscreen } from './fullscreen';
import { ActionButton } from '../../components/action-button';

type TConfirm = 'slide' | 'presentation' | null;

/** The presenter's side menu (M or the Menu button): slides, views, follow mode, resets, exits. */
export function SideMenu({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const slide = usePresenterStore((state) => state.slide);
  const showQrCode = usePresenterStore((state) => state.showQrCode);
  const isLobby = usePresenterStore((state) => state.isShowLobbyScreen);
  const showAudienceView = usePresenterStore((state) => state.showAudienceView);
  const isFollowing = usePresenterStore((state) => state.presentingSlideId !== null);
  const isFullscreen = useIsFullscreen();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [isBusy, setIsBusy] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const close = () => usePresenterStore.getState().setIsMenuVisible(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener?.focus?.();
  }, []);

  const runReset = async () => {
    setIsBusy(true);
    const done = await (confirm === 'slide' ? resetSlide() : resetPresentation());
    setIsBusy(false);
    if (done) setConfirm(null);
  };

  const toggle = (label: string, pressed: boolean, onClick: () => void) => (
    <button type="button" className="side-menu__toggle" aria-pressed={pressed} onClick={onClick}>
      <span className="side-menu__switch" aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <aside
      id="present-menu"
      ref={panelRef}
      className="side-menu"
      aria-label={t('present.menu.label')}
    >
      <div className="side-menu__header">
        <h2 dir="auto" className="side-menu__title">
          {deck.title}
        </h2>
        <ActionButton look="secondary" className="button--small" onClick={close}>
          {t('present.menu.close')}
        </ActionButton>
      </div>

      <h3 className="side-menu__heading">{t('present.menu.slides')}</h3>
      <ol className="side-menu__slides">
        {deck.Slides.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="side-menu__slide"
              aria-current={item.id === slide?.id ? 'true' : undefined}
              disabled={isFollowing}
              onClick={() => {
                // A deliberate jump is a change the phones must follow, even from a leaderboard.
                changeSlide(item.id, { isLeaderboardNext: true });
                setLobbyVisible(false);
              }}
            >
              <span className="side-menu__slide-number">{index + 1}</span>
              <span className="side-menu__slide-text">
                <span className="side-menu__slide-type">
                  {t(`slideType.${choiceOfSlide(item)}`)}
                </span>
                <span dir="auto" className="side-menu__slide-question">
                  {item.question || t(getEmptyQuestionKeys(item.type).menu)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ol>

      <h3 className="side-menu__heading">{t('present.menu.view')}</h3>
      <div className="side-menu__group">
        {toggle(t('present.menu.lobby'), isLobby, () => setLobbyVisible(!isLobby))}
        {toggle(t('present.menu.qr'), showQrCode, () =>
          usePresenterStore.getState().setShowQrCode(!showQrCode),
        )}
        {toggle(t('present.menu.audienceView'), showAudienceView, () =>
          usePresenterStore.getState().setShowAudienceView(!showAudienceView),
        )}
        {toggle(t('present.menu.follow'), isFollowing, () => setFollowAudience(!isFollowing))}
        <p className="side-menu__hint">{t('present.menu.followHint')}</p>
        {toggle(t('present.menu.fullscreen'), isFullscreen, toggleFullscreen)}
      </div>

      <h3 className="side-menu__heading">{t('room.title')}</h3>
      <div className="side-menu__group">
        {/* A window of its own, so people and held-back answers never reach the projector. */}
        <WindowLink
          href={`/present/${deck.id}/room`}
          label={t('room.openFromMenu')}
          hint={t('room.openFromMenuHint')}
        />
        <WindowLink
          href={`/presentation/${deck.id}/control`}
          label={t('control.openFromMenu')}
          hint={t('control.openFromMenuHint')}
        />
      </div>

      <h3 className="side-menu__heading">{t('present.menu.results')}</h3>
      <div className="side-menu__group">
        <ActionButton look="secondary" onClick={() => setConfirm('slide')} disabled={!slide}>
          {t('present.menu.resetSlide')}
        </ActionButton>
        <ActionButton look="danger" onClick={() => setConfirm('presentation')}>
          {t('present.menu.resetPresentation')}
        </ActionButton>
      </div>

      <h3 className="side-menu__heading">{t('present.menu.session')}</h3>
      <div className="side-menu__group">
        <ActionButton look="danger" onClick={() => askToEnd(true)}>
          {t('present.menu.end')}
        </ActionButton>
      </div>

      <div className="side-menu__footer">
        <Link to={`/presentation/${deck.id}`} className="button button--secondary">
          {t('present.menu.exit')}
        </Link>
        <p className="side-menu__hint">{t('present.menu.keys')}</p>
      </div>

      {confirm && (
        <ConfirmModal
          title={t(
            confirm === 'slide' ? 'present.reset.slideTitle' : 'present.reset.presentationTitle',
          )}
          body={t(
            confirm === 'slide' ? 'present.reset.slideBody' : 'present.reset.presentationBody',
          )}
          confirmLabel={t(
            confirm === 'slide'
              ? 'present.reset.slideConfirm'
              : 'present.reset.presentationConfirm',
          )}
          onConfirm={() => void runReset()}
          onClose={() => setConfirm(null)}
          isBusy={isBusy}
        />
      )}
    </aside>
  );
}

/** A link that opens in a window of its own, with what it is for under it. */
function WindowLink(props: { href: string; label: string; hint: string }) {
  return (
    <>
      <a href={props.href} target="_blank" rel="noopener" className="button button--secondary">
        {props.label}
      </a>
      <p className="side-menu__hint">{props.hint}</p>
    </>
  );
}

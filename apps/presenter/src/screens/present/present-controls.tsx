import { useTranslation } from '../../i18n/i18n';
import type { TPresentation } from '@crowdeck/core';
import { goBack, goNext } from '../../live/present-actions';
import { setSoundOn, useSoundSetting } from '../../live/sound/sound-setting';
import { usePresenterStore } from '../../state/presenter-store';
import { PeopleIcon, SoundIcon } from './icons';
import { RoomLockNotice } from './room-lock-notice';

/** The bottom bar: menu, back, position, next, players and the connection status. */
export function PresentControls({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const slide = usePresenterStore((state) => state.slide);
  const isMenuVisible = usePresenterStore((state) => state.isMenuVisible);
  const playerCount = usePresenterStore((state) => state.playerCount);
  const status = usePresenterStore((state) => state.socketConnectStatus);
  const isFollowing = usePresenterStore((state) => state.presentingSlideId !== null);
  const index = deck.Slides.findIndex((s) => s.id === slide?.id);
  const isSoundOn = useSoundSetting((state) => state.isOn);

  return (
    <nav className="present-controls" aria-label={t('present.controls.label')}>
      <button
        type="button"
        className="present-controls__button"
        aria-expanded={isMenuVisible}
        aria-controls="present-menu"
        onClick={() => usePresenterStore.getState().setIsMenuVisible(!isMenuVisible)}
      >
        <span aria-hidden="true">☰</span> {t('present.controls.menu')}
      </button>
      <StepButton step="back" disabled={isFollowing} />
      <span className="present-controls__position">
        {t('present.controls.position', { index: index + 1, count: deck.Slides.length })}
      </span>
      <StepButton step="next" disabled={isFollowing} />
      {isFollowing && (
        <span className="present-controls__badge">{t('present.controls.following')}</span>
      )}
      <RoomLockNotice presentationId={deck.id} place="controls" />
      <button
        type="button"
        className="present-controls__button"
        aria-pressed={isSoundOn}
        onClick={() => setSoundOn(!isSoundOn)}
        title={t('present.controls.soundHint')}
      >
        <SoundIcon isOn={isSoundOn} /> {t('present.controls.sound')}
      </button>
      <span className="present-controls__players">
        <PeopleIcon /> {t('present.controls.players', { count: playerCount })}
      </span>
      <span className={`connection connection--${status}`} role="status">
        <span className="connection__dot" aria-hidden="true" />
        {t(`present.connection.${status}`)}
      </span>
    </nav>
  );
}

/** What Back and Next do, and the arrow each shows. */
const STEPS = {
  back: { arrow: '←', go: goBack },
  next: { arrow: '→', go: goNext },
} as const;

/** Back or Next: an arrow (turned in right-to-left languages) named for screen readers. */
function StepButton({ step, disabled }: { step: keyof typeof STEPS; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="present-controls__button"
      onClick={STEPS[step].go}
      disabled={disabled}
      aria-label={t(`present.controls.${step}`)}
    >
      <span className="direction-arrow" aria-hidden="true">
        {STEPS[step].arrow}
      </span>
    </button>
  );
}

import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { darkerColour, readableTextColour, type TPublicOption } from '@crowdeck/core';
import { resolveImageUrl, runtimeConfig } from '../../lib/runtime-config';
import type { TAnswerStatus } from '../../live/use-answer';
import { MoreBelowCue } from './more-below-cue';

/** Options longer than this take the full width, one per row: two columns would be too narrow. */
const LONG_OPTION_CHARS = 40;

/**
 * Background and border of a tile: its palette colour, or a pale tint of it when out of play.
 * The tint mixes with white: core's channel-scaled "+60" variant turns yellows and greens neon.
 */
function tileStyle(colour: string, dimmed: boolean): CSSProperties {
  const safe = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#5B3DF5';
  return {
    background: dimmed ? `color-mix(in srgb, ${safe} 30%, white)` : safe,
    borderColor: darkerColour(safe),
    color: dimmed ? 'var(--color-text)' : readableTextColour(safe),
  };
}

/**
 * Big coloured answer tiles. The tapped one says "Sending…" until the server has stored it; the
 * others go pale. After a quiz closes, `correctIds` marks the right ones.
 */
export function OptionTiles(props: {
  options: readonly TPublicOption[];
  chosenId: string | null;
  /** Several chosen (a multiple-answer question): each one is marked. */
  chosenIds?: readonly string[];
  status: TAnswerStatus;
  /** No (more) answers: answered already, closed, or sending. */
  locked: boolean;
  correctIds?: readonly string[] | null;
  onPick: (optionId: string) => void;
  /** The presenter shows the options' texts on the big screen only: colours and numbers here. */
  hideTexts?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const { options, chosenId, status, locked, correctIds, onPick } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const isLong = options.some((option) => option.text.length > LONG_OPTION_CHARS);

  return (
    <>
      <ul
        ref={listRef}
        className={isLong ? 'tiles tiles-long' : 'tiles'}
        data-count={options.length}
      >
        {options.map((option, index) => {
          const chosen = props.chosenIds
            ? props.chosenIds.includes(option.id)
            : option.id === chosenId;
          const correct = correctIds?.includes(option.id) ?? false;
          const dimmed = correctIds ? !correct : locked && !chosen;
          const image = resolveImageUrl(option.imageUrl, runtimeConfig.uploadUrl);
          const label =
            (!props.hideTexts && option.text.trim()) || t('answer.option', { index: index + 1 });
          return (
            <li key={option.id}>
              <button
                type="button"
                className={chosen ? 'tile tile-chosen' : 'tile'}
                style={tileStyle(option.colour, dimmed)}
                aria-pressed={chosen}
                aria-disabled={locked || undefined}
                onClick={() => {
                  if (!locked) onPick(option.id);
                }}
              >
                {image && !props.hideTexts ? (
                  <img className="tile-image" src={image} alt="" loading="lazy" />
                ) : null}
                <span className="tile-text" dir="auto">
                  {label}
                </span>
                {chosen && !props.chosenIds ? (
                  <span className="tile-badge">
                    {status.kind === 'sending' ? t('answer.sending') : t('answer.chosen')}
                  </span>
                ) : null}
                {chosen && props.chosenIds ? (
                  <span className="tile-badge">{t('answer.chosen')}</span>
                ) : null}
                {correct ? (
                  <span className="tile-mark" aria-label={t('quiz.correct')}>
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <MoreBelowCue listRef={listRef} />
    </>
  );
}

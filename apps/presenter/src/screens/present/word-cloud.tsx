import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import cloud from 'd3-cloud';
import { isolateText } from '@crowdeck/web';
import { getWordSizes, type TSizedWord } from '../../live/word-sizes';
import { useSlideResults } from './use-live';
import { useThrottledValue } from './use-throttled-value';

/** Re-layout at most this often while words pour in. */
const RELAYOUT_INTERVAL_MS = 1200;

interface TPlacedWord extends TSizedWord {
  x: number;
  y: number;
  rotate: number;
}

/** Characters of the longest word (1 when there is none). */
function longestLength(words: readonly { text: string }[] | null): number {
  return Math.max(1, ...(words ?? []).map((word) => word.text.length));
}

/** Rough width of a bold word at its size (Inter bold averages about 0.7 em a character). */
function wordWidth(word: { text: string; size: number }): number {
  return word.text.length * word.size * 0.7;
}

/** Same layout for the same words: a fixed-seed random source (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A live word cloud: d3-cloud places the words (size by count, palette colours), re-laid out at
 * most every 1.2 s; words are SVG text, so participant input is never parsed as markup.
 */
export function WordCloud({ slideId }: { slideId: string }) {
  const { t } = useTranslation();
  const results = useSlideResults(slideId);
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [placed, setPlaced] = useState<TPlacedWord[]>([]);
  const words = useThrottledValue(results?.words ?? null, RELAYOUT_INTERVAL_MS);
  const fontFamily = useRef('sans-serif');

  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    fontFamily.current = getComputedStyle(element).fontFamily;
    // offsetWidth/Height are layout sizes, unaffected by the canvas's scale transform.
    const measure = () => setBox({ width: element.offsetWidth, height: element.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const sized = useMemo(
    () =>
      getWordSizes(words ?? [], {
        minSize: 20,
        // d3-cloud drops a word it cannot place: the longest word must fit the width at full size.
        maxSize: Math.max(
          28,
          Math.round(Math.min(box.height / 4, box.width / (0.7 * longestLength(words)))),
        ),
      }),
    [words, box.height, box.width],
  );

  useEffect(() => {
    if (box.width === 0 || box.height === 0 || sized.length === 0) return;
    const layout = cloud<TPlacedWord>()
      .size([box.width, box.height])
      .words(sized.map((word) => ({ ...word, x: 0, y: 0, rotate: 0 })))
      .padding(5)
      // Some words upright for variety, never one too long for the box's height (it would be dropped).
      .rotate((word) =>
        word.text.length % 5 === 0 && word.size < 60 && wordWidth(word) < box.height * 0.8
          ? -90
          : 0,
      )
      .font(fontFamily.current)
      .fontWeight(700)
      .fontSize((word) => word.size)
      .random(seededRandom(42))
      .on('end', (words: TPlacedWord[]) => setPlaced(words));
    layout.start();
    return () => void layout.stop();
  }, [sized, box.width, box.height]);

  const total = results?.totalResponses ?? 0;
  return (
    <div className="stage">
      <div ref={boxRef} className="word-cloud">
        {sized.length === 0 ? (
          <p className="stage__empty">{t('present.wordCloud.empty')}</p>
        ) : (
          <svg className="word-cloud__svg" width={box.width} height={box.height} aria-hidden="true">
            <g transform={`translate(${box.width / 2} ${box.height / 2})`}>
              {(sized.length === 0 ? [] : placed).map((word) => (
                <text
                  key={word.text}
                  className="word-cloud__word"
                  textAnchor="middle"
                  fill={word.colour}
                  fontSize={word.size}
                  style={{
                    transform: `translate(${word.x}px, ${word.y}px) rotate(${word.rotate}deg)`,
                  }}
                >
                  {isolateText(word.text)}
                </text>
              ))}
            </g>
          </svg>
        )}
        <ul className="visually-hidden" aria-label={t('present.wordCloud.listLabel')}>
          {sized.map((word) => (
            <li key={word.text}>
              {t('present.wordCloud.word', { word: word.text, count: word.count })}
            </li>
          ))}
        </ul>
      </div>
      <p className="stage__count" role="status">
        {t('present.responses', { count: total })}
      </p>
    </div>
  );
}

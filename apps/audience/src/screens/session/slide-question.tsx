import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TPublicSlide } from '@crowdeck/core';
import { resolveImageUrl, runtimeConfig } from '../../lib/runtime-config';
import { DisclosureButton } from './disclosure-button';

/**
 * The slide's question (always as text) and its image, if any. A long question is clamped to a
 * few lines with "More" so the answers start in view; "Less" clamps it again.
 */
export function SlideQuestion(props: { slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { slide } = props;
  const image = resolveImageUrl(slide.imageUrl, runtimeConfig.uploadUrl);
  const textRef = useRef<HTMLHeadingElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text || expanded) return;
    const measure = () => setClamped(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [slide.question, expanded]);

  return (
    <div className="slide-question">
      {image ? <img className="slide-image" src={image} alt="" /> : null}
      {slide.question ? (
        <h1
          ref={textRef}
          dir="auto"
          className={expanded ? 'question' : 'question question-clamped'}
        >
          {slide.question}
        </h1>
      ) : null}
      {slide.question && (clamped || expanded) ? (
        <DisclosureButton
          className="link-button question-more"
          open={expanded}
          onToggle={setExpanded}
          show={t('question.more')}
          hide={t('question.less')}
        />
      ) : null}
    </div>
  );
}

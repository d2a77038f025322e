import type { ReactNode } from 'react';
import type { TPublicSlide } from '@crowdeck/core';
import { resolveImageUrl, runtimeConfig } from '../../lib/runtime-config';

/** The slide's question (always as text) and its image, if any. */
export function SlideQuestion(props: { slide: TPublicSlide }): ReactNode {
  const { slide } = props;
  const image = resolveImageUrl(slide.imageUrl, runtimeConfig.uploadUrl);
  return (
    <div className="slide-question">
      {image ? <img className="slide-image" src={image} alt="" /> : null}
      {slide.question ? <h1 className="question">{slide.question}</h1> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { TPublicOption, TPublicSlide } from '@crowdeck/core';
import type { TAnswerBody, TAnswerStatus } from '../../../live/use-answer';
import { MultiInput } from './multi-input';
import { NumberInput } from './number-input';
import { RankingInput } from './ranking-input';
import { ScalesInput } from './scales-input';
import { TypedInput } from './typed-input';

/** What every format's input gets: the slide, the phone's option order and how to send. */
export interface TFormatInputProps {
  slide: TPublicSlide;
  /** The options in this phone's order (shuffled when the presenter asked). */
  options: readonly TPublicOption[];
  hideTexts: boolean;
  /** No (more) answers: answered, closed or sending. */
  locked: boolean;
  status: TAnswerStatus;
  onSubmit: (body: TAnswerBody) => void;
}

/**
 * The answer input of a slide whose format is not a single choice (loaded on demand, so joining
 * costs no more bytes): several options, a typed answer, a number, ratings, an order.
 */
export default function FormatInput(props: TFormatInputProps): ReactNode {
  switch (props.slide.format) {
    case 'multi':
      return <MultiInput {...props} />;
    case 'typeAnswer':
      return <TypedInput {...props} />;
    case 'numeric':
      return <NumberInput {...props} />;
    case 'scales':
      return <ScalesInput {...props} />;
    case 'ranking':
      return <RankingInput {...props} />;
    default:
      return null;
  }
}

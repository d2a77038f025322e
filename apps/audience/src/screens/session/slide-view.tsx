import type { ReactNode } from 'react';
import type { TLiveView } from '../../live/apply-message';
import { useResetEpoch } from '../../live/use-reset-epoch';
import {
  ContentView,
  EndedView,
  LaterView,
  LeaderboardView,
  OpenEndedView,
  QaView,
  WordCloudView,
} from './lazy-views';
import { PollView } from './poll-view';
import { QuizView } from './quiz-view';
import { WaitingView } from './waiting-view';
import { PhaseAnnouncer } from './phase-announcer';

/** What the presenter shows now, as the phone's part of it. */
export function SlideView(props: { view: TLiveView }): ReactNode {
  return (
    <>
      <PhaseAnnouncer view={props.view} />
      <LaterView screen>
        <SlideBody view={props.view} />
      </LaterView>
    </>
  );
}

function SlideBody(props: { view: TLiveView }): ReactNode {
  const { view } = props;
  const { slide, me } = view.audience;
  const epoch = useResetEpoch(slide?.id ?? null, !!slide && me.answeredSlideIds.includes(slide.id));
  if (view.ended) return <EndedView final={me} />;
  if (!slide) return <WaitingView name={me.name} />;
  // A key per slide (and per reset of its results): answer state never leaks from one slide, or
  // one run of it, into the next.
  const key = `${slide.id}:${epoch}`;
  switch (slide.type) {
    case 'quiz':
      return <QuizView key={key} view={view} slide={slide} />;
    case 'poll':
      return <PollView key={key} view={view} slide={slide} />;
    case 'wordCloud':
      return <WordCloudView key={key} view={view} slide={slide} />;
    case 'openEnded':
      return <OpenEndedView key={key} view={view} slide={slide} />;
    case 'leaderboard':
      return <LeaderboardView key={key} view={view} />;
    case 'qa':
      return <QaView view={view} />;
    case 'content':
      return <ContentView key={key} slide={slide} />;
  }
}

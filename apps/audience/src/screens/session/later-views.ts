// The views a phone needs only for some slides (Q&A, word cloud, open-ended, leaderboard,
// content), after a question (results, reactions) and at the end: one chunk, fetched
// once the phone has joined (lazy-views.tsx).
export { ContentView } from './content-view';
export { EndedView } from './ended-view';
export { LeaderboardView } from './leaderboard-view';
export { OpenEndedView } from './open-ended-view';
export { QaView } from './qa-view';
export { QuizResult } from './quiz-result';
export { ReactionsBar } from './reactions-bar';
export { ResultBars } from './result-bars';
export { SessionTabs } from './session-tabs';
export { WordCloudView } from './word-cloud-view';
export { YourDataDialog } from './your-data-dialog';

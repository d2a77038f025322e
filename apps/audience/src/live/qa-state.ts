import type { TQaOwnQuestion, TQaPhoneView, TQaPublicQuestion } from '@crowdeck/core';

/** What this phone learnt from its own Q&A requests (the board itself comes from pushes). */
export type TQaChange =
  | { kind: 'loaded'; view: TQaPhoneView }
  | { kind: 'asked'; question: TQaPublicQuestion; pending: boolean; anonymous: boolean }
  | { kind: 'voted'; questionId: string; votes: number; voted: boolean };

/** The phone's Q&A after one of its own requests was answered. Pure. */
export function applyQaChange(qa: TQaPhoneView | null, change: TQaChange): TQaPhoneView | null {
  if (change.kind === 'loaded') return change.view;
  if (!qa) return qa;
  if (change.kind === 'asked') {
    const { question } = change;
    if (change.pending) {
      if (qa.pending.some((q) => q.id === question.id)) return qa;
      const own: TQaOwnQuestion = {
        id: question.id,
        text: question.text,
        anonymous: change.anonymous,
        createdAt: question.createdAt,
      };
      return { ...qa, pending: [own, ...qa.pending] };
    }
    if (qa.questions.some((q) => q.id === question.id)) return qa;
    return { ...qa, questions: [question, ...qa.questions] };
  }
  const votedIds = qa.votedIds.filter((id) => id !== change.questionId);
  return {
    ...qa,
    questions: qa.questions.map((q) =>
      q.id === change.questionId ? { ...q, votes: change.votes } : q,
    ),
    votedIds: change.voted ? [...votedIds, change.questionId] : votedIds,
  };
}

export type TQaSort = 'liked' | 'newest';

/** The board in the order asked: most liked (then newest), or newest first. */
export function sortQuestions(
  questions: readonly TQaPublicQuestion[],
  sort: TQaSort,
): TQaPublicQuestion[] {
  const newest = (a: TQaPublicQuestion, b: TQaPublicQuestion) =>
    b.createdAt.localeCompare(a.createdAt);
  return [...questions].sort((a, b) =>
    sort === 'liked' ? b.votes - a.votes || newest(a, b) : newest(a, b),
  );
}

import {
  getQuizPosition,
  type TOption,
  type TPresentation,
  type TPresentationSummary,
  type TSlide,
} from '@crowdeck/core';
import type { TOptionRow, TPresentationRow, TSlideRow } from '../../db/schema';
import type { TPresentationSummaryRow } from './presentations.repository';

/** An option as the API answers it. */
export function toOptionView(row: TOptionRow): TOption {
  return {
    id: row.id,
    slideId: row.slideId,
    text: row.text,
    imageUrl: row.imageUrl,
    colour: row.colour,
    isCorrect: row.isCorrect,
    position: row.position,
  };
}

/** A slide as the API answers it; `deck` (the presentation's slides in order) gives its quiz position. */
export function toSlideView(
  row: TSlideRow,
  options: readonly TOptionRow[],
  deck: readonly { id: string; type: string }[],
): TSlide {
  return {
    id: row.id,
    presentationId: row.presentationId,
    type: row.type,
    position: row.position,
    question: row.question,
    notes: row.notes,
    body: row.body,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    layout: row.layout,
    timeLimitSec: row.timeLimitSec,
    points: row.points,
    entriesPerParticipant: row.entriesPerParticipant,
    format: row.format,
    settings: row.settings,
    gameScreen: row.gameScreen,
    ...getQuizPosition(deck, row.id),
    options: options.map(toOptionView),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A presentation with its slides (in order) and their options (in order). */
export function toPresentationView(
  row: TPresentationRow,
  slides: readonly TSlideRow[],
  options: readonly TOptionRow[],
): TPresentation {
  const bySlide = new Map<string, TOptionRow[]>();
  for (const option of options) {
    const list = bySlide.get(option.slideId) ?? [];
    list.push(option);
    bySlide.set(option.slideId, list);
  }
  const sortedOptions = (id: string) =>
    (bySlide.get(id) ?? []).sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    title: row.title,
    uniqueCode: row.uniqueCode,
    fontFamily: row.fontFamily,
    logoUrl: row.logoUrl,
    slideActiveId: row.slideActiveId,
    isProfanityFilterOn: row.isProfanityFilterOn,
    quizPoints: row.quizPoints,
    shuffleOptions: row.shuffleOptions,
    streakBonus: row.streakBonus,
    teams: row.teams ?? null,
    audienceLanguage: row.audienceLanguage ?? null,
    optionsOnPhones: row.optionsOnPhones,
    anonymousSession: row.anonymousSession,
    participantIdentity: row.participantIdentity,
    rosterSize: row.roster?.length ?? 0,
    Slides: slides.map((slide) => toSlideView(slide, sortedOptions(slide.id), slides)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A line of the home list. */
export function toPresentationSummary(row: TPresentationSummaryRow): TPresentationSummary {
  return {
    id: row.id,
    title: row.title,
    uniqueCode: row.uniqueCode,
    slideCount: row.slideCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

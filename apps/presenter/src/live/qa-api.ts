import { API_PATHS, type TQaAction, type TQaQueue, type TQaSettingsRequest } from '@crowdeck/core';
import { api } from '../api/client';

const base = (presentationId: string) =>
  `${API_PATHS.liveQa}${encodeURIComponent(presentationId)}/`;

/** The Q&A of the current run: settings and every question. */
export const getQa = (presentationId: string) => api.get<TQaQueue>(base(presentationId));

/** Turns Q&A on or off, chooses names and approval. */
export const putQaSettings = (presentationId: string, settings: TQaSettingsRequest) =>
  api.put<TQaQueue>(`${base(presentationId)}settings/`, settings);

/** A moderation action on one question. */
export const postQaAction = (presentationId: string, questionId: string, action: TQaAction) =>
  api.post<TQaQueue>(`${base(presentationId)}question/${encodeURIComponent(questionId)}/`, {
    action,
  });

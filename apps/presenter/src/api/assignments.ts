import {
  API_PATHS,
  type TAssignment,
  type TAssignmentCreate,
  type TAssignmentList,
} from '@crowdeck/core';
import { api } from './client';

/** A deck's assignments, newest first. */
export const listAssignments = (presentationId: string) =>
  api.get<TAssignmentList>(`${API_PATHS.assignments}deck/${encodeURIComponent(presentationId)}/`);

/** Creates an assignment of a deck (its slides as they are now). */
export const createAssignment = (input: TAssignmentCreate) =>
  api.post<TAssignment>(API_PATHS.assignments, input);

/** Closes an assignment now. */
export const closeAssignment = (id: string) =>
  api.post<TAssignment>(`${API_PATHS.assignments}${encodeURIComponent(id)}/close/`);

/** Removes a participant from an assignment: their answers leave its results. */
export const removeAssignmentParticipant = (id: string, participantId: string) =>
  api.post<TAssignment>(
    `${API_PATHS.assignments}${encodeURIComponent(id)}/participants/${encodeURIComponent(participantId)}/remove/`,
  );

/** An assignment's address on phones: the audience app's `/a/<code>`. */
export const assignmentUrl = (audienceUrl: string, code: string) =>
  `${audienceUrl.replace(/\/+$/, '')}/a/${code}`;

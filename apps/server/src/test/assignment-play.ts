import { API_PATHS, type TAssignmentProgress } from '@crowdeck/core';
import type { TApp } from '../app';

/**
 * A phone taking assignments on the app `getApp` returns (read at each request, so a test file
 * can make its app in `beforeAll`).
 */
export function assignmentPhone(getApp: () => TApp) {
  /** A request (GET without a payload): its status and body. */
  async function play(code: string, action: string, payload?: object) {
    const response = await getApp().inject({
      method: payload ? 'POST' : 'GET',
      url: `${API_PATHS.assignmentPlay}${code}/${action}`,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }
  /** A request that must succeed: the progress it answers. */
  async function playOk(code: string, action: string, payload: object) {
    const { status, body } = await play(code, action, payload);
    if (status !== 200) throw new Error(`${action} → ${status}: ${JSON.stringify(body)}`);
    return body as TAssignmentProgress;
  }
  return { play, playOk };
}

/** The answer of a call that has nothing more to tell than that it was done (ZOkResponseSchema). */
export const OK_ANSWER = { ok: true } as const;

/** Waits for `done`, then answers OK_ANSWER (a failure of `done` is the call's failure). */
export async function answerOk(done: Promise<unknown>): Promise<typeof OK_ANSWER> {
  await done;
  return OK_ANSWER;
}

import { describe, expect, it } from 'vitest';
import { ZAnswerRequestSchema } from '@crowdeck/core';
import { createRequestId } from './request-id';

describe('request ids', () => {
  it('are UUIDs the server accepts, with or without crypto.randomUUID', () => {
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    for (const id of [createRequestId(), createRequestId(insecure)]) {
      expect(
        ZAnswerRequestSchema.safeParse({ requestId: id, slideId: 's1', optionId: 'o1' }).success,
      ).toBe(true);
    }
    expect(createRequestId(insecure)).not.toBe(createRequestId(insecure));
  });
});

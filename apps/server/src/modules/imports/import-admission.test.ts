import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { createImportAdmission } from './import-admission';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('import admission', () => {
  it('refuses a third import of one account with 429 and a Retry-After, and admits it once one ends', () => {
    const admission = createImportAdmission({ perServer: 8, perAccount: 2 });
    const first = admission.enter('ada');
    admission.enter('ada');
    const refused = refusal(() => admission.enter('ada'));
    expect(refused.statusCode).toBe(429);
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    // Another account is not held back by Ada's imports.
    admission.enter('bob');
    first();
    first(); // giving a place back twice frees one place only
    admission.enter('ada');
    expect(() => admission.enter('ada')).toThrow(ApiError);
  });

  it('refuses every account once the server is full', () => {
    const admission = createImportAdmission({ perServer: 2, perAccount: 2 });
    const leave = admission.enter('ada');
    admission.enter('bob');
    expect(refusal(() => admission.enter('cy')).statusCode).toBe(429);
    leave();
    admission.enter('cy');
  });
});

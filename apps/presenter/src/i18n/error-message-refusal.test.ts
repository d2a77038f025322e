import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeRefusal } from './error-message';

const apiError = (status: number, code: string, message = '') =>
  new ApiError({ status, code, message });

describe('describeRefusal', () => {
  it("keeps the server's words for a refusal that explains itself", () => {
    expect(describeRefusal(apiError(409, 'conflict', 'You already have Pro Monthly.'))).toEqual({
      text: 'You already have Pro Monthly.',
    });
    expect(describeRefusal(apiError(403, 'plan.proRequired', 'Upgrade to Pro.'))).toEqual({
      text: 'Upgrade to Pro.',
    });
  });

  it('falls back to the plain catalogue words otherwise', () => {
    expect(describeRefusal(apiError(409, 'conflict'))).toEqual({ key: 'errors.conflict' });
    expect(describeRefusal(apiError(502, 'provider_unavailable', 'Stripe said no'))).toEqual({
      key: 'errors.server',
    });
    expect(describeRefusal(apiError(0, 'network_error'))).toEqual({ key: 'errors.network' });
  });
});

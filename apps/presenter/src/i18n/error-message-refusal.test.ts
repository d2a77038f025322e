import { describe, expect, it } from 'vitest';
import { REFUSAL_REASONS } from '@crowdeck/core';
import { ApiError } from '../api/api-error';
import { enRefusals } from './en-refusals';
import { describeError, describeRefusal } from './error-message';

const apiError = (
  status: number,
  code: string,
  message = '',
  reason: string | null = null,
  values?: Record<string, string | number>,
) => new ApiError({ status, code, message, reason, values });

describe('describeRefusal', () => {
  it('words a refusal the server named in the app’s catalogue, with its values', () => {
    const error = apiError(
      409,
      'conflict',
      'You already have Pro Monthly.',
      'billing.alreadyOnPlan',
      {
        plan: 'pro-monthly',
      },
    );
    expect(describeRefusal(error)).toEqual({
      key: 'refusal.billing.alreadyOnPlan',
      values: { plan: 'pro-monthly' },
    });
    expect(describeError(error)).toEqual(describeRefusal(error));
    expect(
      describeRefusal(
        apiError(409, 'conflict', 'This checkout is paid.', 'billing.checkoutClosed', {
          status: 'paid',
        }),
      ),
    ).toMatchObject({ key: 'refusal.billing.checkoutClosed.paid' });
  });

  it('names the organisation a last owner would leave behind when deleting the account', () => {
    const error = apiError(409, 'conflict', 'You are the last owner…', 'account.lastOwner', {
      organisation: 'Lakeside School',
    });
    expect(describeError(error)).toEqual({
      key: 'refusal.account.lastOwner',
      values: { organisation: 'Lakeside School' },
    });
    expect(enRefusals['refusal.account.lastOwner']).toContain('{{organisation}}');
  });

  it('has words for every reason the server names', () => {
    for (const reason of REFUSAL_REASONS) {
      if (reason === 'billing.checkoutClosed') {
        for (const status of ['paid', 'canceled', 'declined', 'expired']) {
          expect(enRefusals).toHaveProperty([`refusal.${reason}.${status}`]);
        }
      } else expect(enRefusals).toHaveProperty([`refusal.${reason}`]);
    }
  });

  it("keeps the server's words for a refusal it did not name", () => {
    expect(describeRefusal(apiError(409, 'conflict', 'Something new.'))).toEqual({
      text: 'Something new.',
    });
    expect(describeRefusal(apiError(409, 'conflict', 'Newer.', 'billing.unknownYet'))).toEqual({
      text: 'Newer.',
    });
  });

  it('falls back to the plain catalogue words otherwise', () => {
    expect(describeRefusal(apiError(409, 'conflict'))).toEqual({ key: 'errors.conflict' });
    expect(describeRefusal(apiError(502, 'provider_unavailable', 'Stripe said no'))).toEqual({
      key: 'errors.server',
    });
    expect(describeRefusal(apiError(502, 'payment_provider_unavailable', 'Stripe'))).toEqual({
      key: 'errors.paymentProviderUnavailable',
    });
    expect(describeRefusal(apiError(0, 'network_error'))).toEqual({ key: 'errors.network' });
  });
});

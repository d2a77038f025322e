import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FormField } from '../../components/form-field';

/** The sandbox's test card, pre-filled; nothing typed here leaves the browser. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

interface TSandboxCardFormProps {
  disabled: boolean;
  payLabel: string;
  payPending: boolean;
  onPay: () => void;
}

/** A fake card form (test card pre-filled) whose submit pays the sandbox checkout. */
export function SandboxCardForm({ disabled, payLabel, payPending, onPay }: TSandboxCardFormProps) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onPay();
  };

  return (
    <form className="form sandbox-card" onSubmit={onSubmit}>
      <FormField label={t('sandbox.cardNumber')}>
        {(control) => (
          <input
            dir="auto"
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={SANDBOX_TEST_CARD}
            {...control}
          />
        )}
      </FormField>
      <div className="panel-row">
        <FormField label={t('sandbox.cardExpiry')}>
          {(control) => (
            <input
              dir="auto"
              className="field__input"
              autoComplete="off"
              defaultValue="12 / 34"
              {...control}
            />
          )}
        </FormField>
        <FormField label={t('sandbox.cardCvc')}>
          {(control) => (
            <input
              dir="auto"
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              defaultValue="123"
              {...control}
            />
          )}
        </FormField>
      </div>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={disabled}
        aria-busy={payPending || undefined}
      >
        {payPending && <span className="spinner spinner--small" aria-hidden="true" />}
        {payPending ? t('sandbox.paying') : payLabel}
      </button>
    </form>
  );
}

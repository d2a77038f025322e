import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';

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
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onPay();
  };

  return (
    <form className="form sandbox-card" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-number`}>
          {t('sandbox.cardNumber')}
        </label>
        <input
          dir="auto"
          id={`${id}-number`}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={SANDBOX_TEST_CARD}
        />
      </div>
      <div className="panel-row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-expiry`}>
            {t('sandbox.cardExpiry')}
          </label>
          <input
            dir="auto"
            id={`${id}-expiry`}
            className="field__input"
            autoComplete="off"
            defaultValue="12 / 34"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cvc`}>
            {t('sandbox.cardCvc')}
          </label>
          <input
            dir="auto"
            id={`${id}-cvc`}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            defaultValue="123"
          />
        </div>
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

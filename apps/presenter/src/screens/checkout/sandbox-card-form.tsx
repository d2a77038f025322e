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
      <CardField label={t('sandbox.cardNumber')} value={SANDBOX_TEST_CARD} numeric />
      <div className="panel-row">
        <CardField label={t('sandbox.cardExpiry')} value="12 / 34" />
        <CardField label={t('sandbox.cardCvc')} value="123" numeric />
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

/** One field of the test card, pre-filled, never autofilled. */
function CardField(props: { label: string; value: string; numeric?: boolean }) {
  return (
    <FormField label={props.label}>
      {(control) => (
        <input
          dir="auto"
          className="field__input"
          inputMode={props.numeric ? 'numeric' : undefined}
          autoComplete="off"
          defaultValue={props.value}
          {...control}
        />
      )}
    </FormField>
  );
}

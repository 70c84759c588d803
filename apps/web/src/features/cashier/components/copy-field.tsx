import { Button } from '@casino/ui/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

export interface CopyFieldProps {
  label: string;
  value: string;
  testId: string;
  copyTestId?: string;
  hint?: string;
}

/** A read-only value the player copies into a wallet app: address or memo tag (spec section 2). */
export function CopyField({ label, value, testId, copyTestId, hint }: CopyFieldProps) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('ok');
    } catch {
      // No clipboard permission: select the text so the player can copy it by hand.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      setCopied('failed');
    }
  };

  return (
    <div className="copy-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          className="form-input copy-field__value"
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="sm" onClick={() => void onCopy()} data-testid={copyTestId}>
          {t('invoice.copy')}
        </Button>
      </div>
      <p className="copy-field__status" aria-live="polite">
        {copied === 'ok' ? t('invoice.copied') : copied === 'failed' ? t('invoice.copyFailed') : ''}
      </p>
      {hint ? <p className="form-field__hint">{hint}</p> : null}
    </div>
  );
}

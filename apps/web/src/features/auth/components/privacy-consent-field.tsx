import { useId } from 'react';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface PrivacyConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  testId?: string;
}

/** The box a new player ticks to accept the privacy policy, which opens in a new tab. */
export function PrivacyConsentField({ checked, onChange, error, testId }: PrivacyConsentFieldProps) {
  const { t } = useTranslation('auth');
  const errorId = useId();
  return (
    <div className="form-field auth-form__privacy" data-invalid={!!error || undefined}>
      <label className="auth-checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={!!error}
          aria-describedby={errorId}
          data-testid={testId}
        />
        <span>
          <Trans
            t={t}
            i18nKey="signup.privacy"
            components={{
              policy: <Link to={paths.info.href({ url: 'privacy-policy' })} target="_blank" rel="noopener" />,
            }}
          />
        </span>
      </label>
      <p id={errorId} className="form-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

import { limits } from '@casino/rules/limits';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { useCaptcha } from '../api/get-captcha';

export interface ImageCaptchaProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Changes whenever the server has used up the current picture (after each refused attempt). */
  refreshKey: number;
  inputTestId: string;
  imageTestId: string;
}

/** The server-drawn captcha: its picture, a button for a new one, and the 5-character answer. */
export function ImageCaptcha({
  value,
  onChange,
  error,
  refreshKey,
  inputTestId,
  imageTestId,
}: ImageCaptchaProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(true);
  const { refetch } = captcha;

  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  return (
    <FormField
      label={t('captcha.label')}
      hint={t('captcha.hint')}
      error={error ?? (captcha.isError ? t('captcha.loadFailed') : null)}
    >
      {(control) => (
        <div className="captcha">
          <div className="captcha__picture">
            {captcha.data ? (
              <img src={captcha.data.image} alt={t('captcha.imageAlt')} data-testid={imageTestId} />
            ) : (
              <span className="captcha__placeholder" aria-hidden="true" />
            )}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onChange('');
                void refetch();
              }}
              disabled={captcha.isFetching}
            >
              {t('captcha.refresh')}
            </button>
          </div>
          <input
            {...control}
            className="form-input captcha__input"
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
            maxLength={limits.captchaLength}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            data-testid={inputTestId}
          />
        </div>
      )}
    </FormField>
  );
}

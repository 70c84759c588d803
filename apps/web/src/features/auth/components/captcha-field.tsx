import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { ImageCaptcha } from './image-captcha';
import { TurnstileCaptcha } from './turnstile-captcha';

export interface CaptchaFieldProps {
  /** The typed answer to the image captcha. */
  value: string;
  onChange: (value: string) => void;
  /** Turnstile's token, once the widget has one. */
  onToken: (token: string) => void;
  error: string | null;
  /** Changes whenever the server has used up the current captcha (after each refused attempt). */
  refreshKey: number;
  /** The image captcha's picture gets `${testId}-image`. */
  testId: string;
}

/**
 * The captcha a form shows once the server demands one: Cloudflare Turnstile when the skin enables it,
 * else the server-drawn picture. One place, so every form asks the same way.
 */
export function CaptchaField({ value, onChange, onToken, error, refreshKey, testId }: CaptchaFieldProps) {
  const { data: skin } = useSkinConfig();
  return skin?.turnstileCaptcha.enabled ? (
    <TurnstileCaptcha
      siteKey={skin.turnstileCaptcha.siteKey}
      onToken={onToken}
      refreshKey={refreshKey}
      error={error}
      testId={testId}
    />
  ) : (
    <ImageCaptcha
      value={value}
      onChange={onChange}
      error={error}
      refreshKey={refreshKey}
      inputTestId={testId}
      imageTestId={`${testId}-image`}
    />
  );
}

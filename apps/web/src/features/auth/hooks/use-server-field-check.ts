import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { validateField, type ValidateFieldBody } from '../api/validate-field';

export type ServerCheck =
  { status: 'idle' } | { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; error: string };

/** How long the player may pause typing before the server is asked. */
export const serverCheckDelayMs = 400;

/**
 * POST /validateField for one field as the player types, once the shared rules pass (so the server
 * is asked only what only it can answer: uniqueness). Earlier answers are cancelled, never shown late.
 */
export function useServerFieldCheck(
  field: ValidateFieldBody['field'],
  value: string,
  shouldCheck: boolean,
): ServerCheck {
  const [check, setCheck] = useState<{ value: string; result: ServerCheck }>({
    value: '',
    result: { status: 'idle' },
  });

  useEffect(() => {
    if (!shouldCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ value, result: { status: 'checking' } });
      validateField({ field, value }, controller.signal).then(
        (data) =>
          setCheck({
            value,
            result: data.valid ? { status: 'valid' } : { status: 'invalid', error: data.error ?? '' },
          }),
        (error: unknown) => {
          // A refused or failed check says nothing about the value: the sign-up itself checks again.
          if (!controller.signal.aborted && !isApiError(error, 'session_expired'))
            setCheck({ value, result: { status: 'idle' } });
        },
      );
    }, serverCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, shouldCheck]);

  return shouldCheck && check.value === value ? check.result : { status: 'idle' };
}

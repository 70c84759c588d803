import type { TFunction } from '@/lib/translator';

/**
 * Turns a shared rule's snake_case key into the player's language. Generic length keys take their
 * numbers from the field; a key with no text of its own falls back to a plain "not valid".
 */
export function fieldErrorText(
  t: TFunction,
  code: string | null | undefined,
  params: { min?: number | null; max?: number | null } = {},
): string | null {
  if (!code) return null;
  return t(`errors.${code}`, {
    min: params.min ?? undefined,
    max: params.max ?? undefined,
    defaultValue: t('errors.invalid'),
  });
}

import type { TFunction } from '@/lib/translator';

/**
 * The text of a shared field rule's error key (packages/rules), in the player's language. A key this
 * app has no text for (a rule added later) still says the value is not valid rather than showing a key.
 */
export function ruleMessage(t: TFunction, key: string | null): string | null {
  if (!key) return null;
  const id = `rules.${key}`;
  return t(id as 'rules.invalid', { defaultValue: t('rules.invalid') });
}

import { supportedLocales } from '@casino/rules/locales';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Words that are the same in the other languages: cognates, brand and loan words. */
const sameAsEnglish = new Set([
  'Casino',
  'Bonus',
  'VIP',
  'Blackjack',
  'Baccarat',
  'Roulette',
  'E-mail',
  'Notifications',
  'Chat',
  // Live chat (issue 30): the agents' name and the log's label in German and French.
  'Support',
  'Conversation',
  'Jackpot',
  // Player protection (issue 33): German says Limit too.
  'Limit',
  // Loyalty (issue 14): the tier names that some languages write the same, and the CP unit.
  'Art',
  'Bronze',
  'Gold',
  '{{cp}}\u00a0CP',
  // The site footer: loan words some languages use as they are.
  'FAQ',
  'Fairness',
  'Affiliates',
]);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>))
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  return out;
}

function messages(locale: string, namespace: string): Record<string, string> {
  const file = files[`./${locale}/${namespace}.json`];
  if (!file) throw new Error(`Missing ${locale}/${namespace}.json`);
  return flatten(file);
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!.replace('.json', '')))];

describe('translations', () => {
  it('has every namespace in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of supportedLocales)
      for (const ns of namespaces) expect(() => messages(locale, ns)).not.toThrow();
  });

  for (const locale of supportedLocales.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the English keys, each really translated`, () => {
      for (const ns of namespaces) {
        const english = messages('en', ns);
        const translated = messages(locale, ns);
        expect(Object.keys(translated).sort(), `${locale}/${ns} keys`).toEqual(Object.keys(english).sort());
        const untranslated = Object.entries(english)
          .filter(([key, text]) => translated[key] === text && !sameAsEnglish.has(text))
          .map(([key]) => `${ns}:${key}`);
        expect(untranslated, `${locale} left identical to English`).toEqual([]);
        for (const [key, text] of Object.entries(translated))
          expect(text.trim(), `${locale}/${ns}:${key}`).not.toBe('');
      }
    });
  }

  it('keeps interpolation placeholders in every language', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(messages('en', ns))) {
        const placeholders = text.match(/{{\w+}}/g) ?? [];
        for (const locale of supportedLocales)
          for (const p of placeholders) expect(messages(locale, ns)[key]).toContain(p);
      }
    }
  });
});

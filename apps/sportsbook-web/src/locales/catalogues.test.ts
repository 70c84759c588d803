import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../lib/i18n';

const read = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${locale}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  const english = read('en');

  it('exist for the six languages and nothing else', () => {
    const files = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every key of English, with its placeholders',
    (locale) => {
      const catalogue = read(locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(text.trim(), key).not.toBe('');
        expect(catalogue[key]!.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(catalogue[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('names every key the source asks for', () => {
    const source = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? source(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
            ? [readFileSync(join(dir, entry.name), 'utf8')]
            : [],
      );
    const asked = source(join(import.meta.dirname, '..')).flatMap((text) =>
      [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!),
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !(key in english))).toEqual([]);
  });
});

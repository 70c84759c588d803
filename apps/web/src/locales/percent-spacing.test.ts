import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatPercent, formattingLocale } from '@casino/rules/formatting';
import { supportedLocales, type Locale } from '@casino/rules/locales';
import { describe, expect, it } from 'vitest';

/**
 * A percentage in a written text reads as the language's formatter writes it, so a page never shows
 * '5 %' beside '95.99%': no space in English (and in Portuguese, as its number format has none), a
 * no-break space elsewhere ('20 %'), never a plain space that lets the sign wrap onto the next line.
 */
const root = resolve(import.meta.dirname, '../../../..');

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ending);
    return path.endsWith(ending) ? [path] : [];
  });
}

/** Every catalogue a player or an operator reads, each with its language from its path. */
function catalogues(): { path: string; language: Locale }[] {
  const sources: [string, string, RegExp][] = [
    ['apps/web/src/locales', '.json', /\/(\w\w)\/[\w-]+\.json$/],
    ['apps/studio/src/client/locales', '.json', /\/(\w\w)\.json$/],
    ['apps/backoffice/src/locales', '.json', /\/(\w\w)\/[\w-]+\.json$/],
    ['apps/sportsbook-web/src/locales', '.json', /\/(\w\w)\.json$/],
    ['apps/api/src/db/seed-data/content', '.md', /\/(\w\w)\/[\w-]+\.md$/],
  ];
  return sources.flatMap(([folder, ending, language]) =>
    filesUnder(join(root, folder), ending).flatMap((path) => {
      const code = language.exec(path)?.[1];
      return code && (supportedLocales as readonly string[]).includes(code)
        ? [{ path, language: code as Locale }]
        : [];
    }),
  );
}

/** What the language puts between a number and '%': '' in en, U+00A0 in de. */
function percentGap(language: Locale): string {
  return formatPercent(20, formattingLocale(language)).replace(/[\d]/g, '').replace('%', '');
}

/** Each '<digit><gap>%' in a text whose gap is not the language's, with a little context. */
function wrongGaps(text: string, gap: string): string[] {
  return [...text.matchAll(/\d([\s\u00a0\u202f]*)%/g)]
    .filter((match) => match[1] !== gap)
    .map((match) => JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + match[0].length)));
}

describe('percentages in the texts', () => {
  it('knows each language’s gap from its number format', () => {
    expect(percentGap('en')).toBe('');
    expect(percentGap('de')).toMatch(/^[\u00a0\u202f]$/);
    expect(percentGap('fr')).toMatch(/^[\u00a0\u202f]$/);
    expect(wrongGaps('RTP 95.99 % and 5% off', '')).toEqual(['"RTP 95.99 %"']);
    expect(wrongGaps('RTP 95,99 % und 5\u00a0%', '\u00a0')).toEqual(['"RTP 95,99 %"']);
  });

  const found = catalogues();

  it('finds the catalogues of every app in every language', () => {
    for (const language of supportedLocales) {
      expect(found.filter((file) => file.language === language).length, language).toBeGreaterThan(20);
    }
  });

  it('writes the language’s gap (never a plain space) between a number and %', () => {
    const wrong = found.flatMap(({ path, language }) =>
      wrongGaps(readFileSync(path, 'utf8'), percentGap(language)).map(
        (where) => `${relative(root, path)}: ${where}`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('binds a number to its unit (CP, MB, h, min, s) with a no-break space', () => {
    // Every language of the player apps; the back office in the languages that space a unit (de, es, fr, no).
    const spaced: readonly Locale[] = ['de', 'es', 'fr', 'no'];
    const unit = /(?:\d|\})( )(?:CP|MB|h|min|s)(?=[\s".,;:)/])/g;
    const wrong = found
      .filter(({ path }) => path.endsWith('.json'))
      .filter(({ path, language }) => !path.includes('apps/backoffice/') || spaced.includes(language))
      .flatMap(({ path }) =>
        [...readFileSync(path, 'utf8').matchAll(unit)].map((match) => `${relative(root, path)}: ${match[0]}`),
      );
    expect(wrong).toEqual([]);
  });

  it('reads the back office catalogues too', () => {
    const backOffice = found.filter(({ path }) => path.includes('apps/backoffice/'));
    expect(backOffice.map(({ language }) => language).sort()).toEqual([...supportedLocales].sort());
  });

  it('has no plain space before % in the e-mail templates', () => {
    const templates = filesUnder(join(root, 'apps/api/src/modules/email/templates'), '.ts');
    expect(templates.length).toBeGreaterThan(3);
    const wrong = templates.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\d %/g)].map(
        (match) => `${relative(root, path)}: ${match[0]}`,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Translator, type Messages } from './translator';

const files: Record<string, Messages> = {
  'en/common': {
    header: { login: 'Log in', hello: 'Hello {{name}}, level {{player.level}}' },
    spins_one: '{{count}} free spin',
    spins_other: '{{count}} free spins',
    spins_zero: 'No free spins',
    plain: 'Plain',
  },
  'en/games': { title: 'Games', plain: 'Games plain' },
  'de/common': {
    header: { login: 'Anmelden' },
    spins_one: '{{count}} Freispiel',
    spins_other: '{{count}} Freispiele',
  },
  'de/games': { title: 'Spiele' },
};

/** A translator over the files above that counts each download. */
function translator(missing: string[] = []) {
  const downloads: string[] = [];
  const load = async (language: string, namespace: string) => {
    const id = `${language}/${namespace}`;
    downloads.push(id);
    if (missing.includes(id) || !files[id]) throw new Error(`no ${id}`);
    return files[id]!;
  };
  return { downloads, i18n: new Translator(load, 'common', ['common', 'games']) };
}

describe('Translator', () => {
  it('looks up nested keys in the default namespace, or the one a key names', async () => {
    const { i18n } = translator();
    await i18n.init('en', ['common', 'games']);
    expect(i18n.t('header.login')).toBe('Log in');
    expect(i18n.t('games:title')).toBe('Games');
    expect(i18n.getFixedT(null, 'games')('common:header.login')).toBe('Log in');
  });

  it('searches the namespaces in the order given', async () => {
    const { i18n } = translator();
    await i18n.init('en', ['common', 'games']);
    const t = i18n.getFixedT('en', ['games', 'common']);
    expect(t('plain')).toBe('Games plain');
    expect(t('header.login')).toBe('Log in');
  });

  it('answers a missing key with the key (without its namespace), or its default value', async () => {
    const { i18n } = translator();
    await i18n.init('en', ['common']);
    expect(i18n.t('games:nothing.here')).toBe('nothing.here');
    expect(i18n.t('a: b')).toBe('a: b');
    expect(i18n.t('nothing', { defaultValue: 'Hi {{name}}', name: 'Ann' })).toBe('Hi Ann');
    expect(i18n.exists('header.login')).toBe(true);
    expect(i18n.exists('header.logout')).toBe(false);
  });

  it('fills in values, nested ones too, and leaves a missing one empty', async () => {
    const { i18n } = translator();
    await i18n.init('en', ['common']);
    expect(i18n.t('header.hello', { name: 'Ann', player: { level: 3 } })).toBe('Hello Ann, level 3');
    expect(i18n.t('header.hello', { name: 'Ann' })).toBe('Hello Ann, level ');
  });

  it("chooses the plural form by the language's rules, with _zero for none where it exists", async () => {
    const { i18n } = translator();
    await i18n.init('en', ['common']);
    expect(i18n.t('spins', { count: 1 })).toBe('1 free spin');
    expect(i18n.t('spins', { count: 7 })).toBe('7 free spins');
    expect(i18n.t('spins', { count: 0 })).toBe('No free spins');
    await i18n.changeLanguage('de');
    expect(i18n.t('spins', { count: 0 })).toBe('0 Freispiele');
    expect(i18n.t('spins', { count: 1 })).toBe('1 Freispiel');
  });

  it('downloads each file once, however many ask at the same time', async () => {
    const { i18n, downloads } = translator();
    await i18n.init('en', ['common']);
    await Promise.all([i18n.loadNamespaces('games'), i18n.loadNamespaces(['games', 'common'])]);
    expect(downloads).toEqual(['en/common', 'en/games']);
    expect(i18n.hasResourceBundle('en', 'games')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'games')).toBe(false);
  });

  it('switches language once the loaded namespaces are there in it, and says so', async () => {
    const { i18n, downloads } = translator();
    await i18n.init('en', ['common', 'games']);
    const heard: string[] = [];
    const seenTitles: string[] = [];
    i18n.on('languageChanged', (language) => {
      heard.push(language);
      seenTitles.push(i18n.t('games:title'));
    });
    await i18n.changeLanguage('de');
    expect(downloads).toEqual(['en/common', 'en/games', 'de/common', 'de/games']);
    expect(heard).toEqual(['de']);
    expect(seenTitles).toEqual(['Spiele']);
    await i18n.changeLanguage('de');
    expect(heard).toEqual(['de']);
  });

  it('shows keys when a download fails, and tries again on the next ask', async () => {
    const { i18n, downloads } = translator(['en/games']);
    await i18n.init('en', ['common', 'games']);
    expect(i18n.t('games:title')).toBe('title');
    await i18n.loadNamespaces('games');
    expect(downloads.filter((id) => id === 'en/games')).toHaveLength(2);
  });
});

describe('the web app', () => {
  it('imports no i18next nor react-i18next: a second instance would have none of the messages', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const importers = sources(join(import.meta.dirname, '..')).filter((path) =>
      /from ['"](react-)?i18next['"]/.test(readFileSync(path, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});

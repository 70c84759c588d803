import { supportedLocales } from '@casino/rules/locales';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameProviders, games } from '../../db/schema';

/**
 * robots.txt and sitemap.xml, answered by the server (never the web app's index.html). Every page of
 * the sitemap is listed once per language: English at its plain path, the others with ?lang=xx, each
 * entry naming all of them as hreflang alternates (the web app prints the same links in its head).
 */

/** The public pages every skin has (spec section 2), without those that need a login or a token. */
export const staticSitemapPaths = [
  '/',
  '/casino',
  '/livecasino',
  '/game-shows',
  '/crash-and-fast',
  '/news',
  '/info/contact-us',
  '/info/how-to-play',
  '/network-promotions',
  '/slot-races',
  '/deposit-bonus',
  '/vip-program',
  '/rewards',
  '/challenges',
  '/leaderboard',
  '/fairness',
];

/**
 * Where the sitemap finds pages made of content (news articles, info pages, promotions): one function
 * a kind, returning paths like '/news/my-article'. A module that owns such content appends its source
 * here; the games of the catalogue are the first.
 */
export type SitemapSource = (app: FastifyInstance) => Promise<string[]>;

const catalogueGames: SitemapSource = async (app) => {
  const rows = await app.db
    .select({ system: gameProviders.code, slug: games.slug })
    .from(games)
    .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
    .where(and(eq(games.enabled, true), eq(gameProviders.enabled, true)))
    .orderBy(asc(gameProviders.code), asc(games.slug));
  return rows.map((row) => `/play/${encodeURIComponent(row.system)}/${encodeURIComponent(row.slug)}`);
};

export const sitemapSources: SitemapSource[] = [catalogueGames];

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The address of a page in a language: English is the default, the others say ?lang=. */
export function localizedUrl(base: string, path: string, locale: string): string {
  return locale === 'en' ? `${base}${path}` : `${base}${path}?lang=${locale}`;
}

export function sitemapXml(base: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...supportedLocales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(localizedUrl(base, path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${base}${path}`)}"/>`,
    ].join('');
    return supportedLocales.map(
      (locale) => `<url><loc>${escapeXml(localizedUrl(base, path, locale))}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    // Pages of one player or one token, and the APIs, are nothing to index.
    ...[
      '/api/',
      '/staff/',
      '/provider/',
      '/payments/',
      '/profile',
      '/cashier',
      '/withdraw-link/',
      '/reset-password/',
      '/register-token',
      '/sportsbook',
      '/mobile/play/',
      '/test-component',
    ].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function seoRoutes(app: FastifyInstance) {
  const base = app.config.accounts.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const content = (await Promise.all(sitemapSources.map((source) => source(app)))).flat();
    const paths = [...new Set([...staticSitemapPaths, ...content])];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(base, paths));
  });
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Game, GameFilterCategory } from '@casino/contract';
import { isLocale, localeFromHeader, type Locale } from '@casino/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listBanners } from '../modules/content/read-content';
import { getGameBySlug } from '../modules/games/catalogue/get-game';
import { listGames } from '../modules/games/catalogue/list-games';
import { findCachedSkin } from './api-key';

/**
 * The first paint of a public page, in the HTML itself: its heading and, where it lists games, the
 * first tiles, so a phone paints the page before (or without) the app's JavaScript. The app renders
 * itself beside it, hidden, and removes it once its router is ready (decision record 0009). Texts come
 * from the web build's first-paint.json (the app's own catalogues); games from the catalogue, kept per
 * catalogue version like its other answers.
 */

type Texts = Record<string, string>;
type Page =
  | { kind: 'home' }
  | { kind: 'list'; heading: string; category?: GameFilterCategory }
  | { kind: 'game'; system: string; slug: string }
  | { kind: 'heading'; heading: string };

const tilesShown = 12;
/** The first row on a phone and most of it on a desk: their pictures load at once. */
const priorityTiles = 4;

const lists: Record<string, Page> = {
  '/casino': { kind: 'list', heading: 'casino' },
  '/livecasino': { kind: 'list', heading: 'livecasino', category: 'live-casino' },
  '/game-shows': { kind: 'list', heading: 'game-shows', category: 'game-shows' },
  '/crash-and-fast': { kind: 'list', heading: 'crash-and-fast', category: 'crash-and-fast' },
  '/news': { kind: 'heading', heading: 'news' },
  '/info/contact-us': { kind: 'heading', heading: 'contact' },
  '/info/how-to-play': { kind: 'heading', heading: 'info' },
  '/network-promotions': { kind: 'heading', heading: 'promotions' },
};

/** The public page a path stands for; null for pages that need a login or are not painted ahead. */
export function firstPaintPageOf(path: string): Page | null {
  if (path === '/') return { kind: 'home' };
  const listed = lists[path];
  if (listed) return listed;
  const play = /^\/play\/([a-z0-9-]{1,64})\/([a-z0-9-]{1,128})$/.exec(path);
  if (play) return { kind: 'game', system: play[1]!, slug: play[2]! };
  if (/^\/info\/[a-z0-9-]{1,128}$/.test(path)) return { kind: 'heading', heading: 'info' };
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Sizes the tiles' pictures are drawn at (4:3), reserved before they load so nothing shifts. */
function tileHtml(game: Game, index: number): string {
  const href = `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}`;
  const loading = index < priorityTiles ? 'fetchpriority="high"' : 'loading="lazy"';
  const picture = game.thumbnail
    ? `<img src="${escapeHtml(game.thumbnail)}" width="400" height="300" alt="" ${loading}>`
    : `<span class="fp-thumb"></span>`;
  return `<li class="fp-tile"><a href="${href}">${picture}<span class="fp-title">${escapeHtml(game.title)}</span></a></li>`;
}

/**
 * The analytics consent question as the app asks it (consent-banner.tsx), painted with the page for a
 * visitor who has not answered yet (no analytics-consent cookie), so the app's banner takes the place
 * of one already on the screen. Without scripts nothing is ever tracked, so it is hidden then.
 */
const consentCookie = /(?:^|;\s*)analytics-consent=(granted|denied)(?:;|$)/;
function consentHtml(request: FastifyRequest, texts: Texts): string {
  if (consentCookie.test(request.headers.cookie ?? '') || !texts.consentText) return '';
  const text = (key: string) => escapeHtml(texts[key] ?? '');
  return `<section class="fp-consent" aria-label="${text('consentTitle')}"><h2>${text('consentTitle')}</h2><p>${text('consentText')}</p><div class="fp-consent-actions"><button type="button">${text('consentRefuse')}</button><button type="button" class="fp-primary">${text('consentAccept')}</button></div></section><noscript><style>.fp-consent{display:none}</style></noscript>`;
}

const grid = (games: Game[]) => `<ul class="fp-grid">${games.map(tileHtml).join('')}</ul>`;

/**
 * The top of the home page as a visitor's home shows it (home-banners.tsx): the hero banner, or the
 * welcome when none is published, then the promotion banners. Read for every request, not kept with
 * the games: banners have publish windows and staff change them (the skin is the api-key's cached one).
 */
async function homeTopHtml(app: FastifyInstance, texts: Texts, locale: Locale): Promise<string> {
  const welcome = `<h1>${escapeHtml(texts.home ?? '')}</h1><p>${escapeHtml(texts.homeSubtitle ?? '')}</p>`;
  const skin = await findCachedSkin(app, app.config.skinApiKey);
  if (!skin) return welcome;
  const {
    hero: [hero],
    promotions,
  } = await listBanners(app.db, { skinId: skin.id, locale, now: app.now() });
  // The hero and the first promotion are the phone's first screen: their pictures load first.
  const cover = (image: string | null, isFirstScreen: boolean) =>
    image
      ? `<img src="${escapeHtml(image)}" width="1200" height="630" alt=""${isFirstScreen ? ' fetchpriority="high"' : ''}>`
      : '';
  const heroHtml = hero
    ? `<section class="fp-hero">${cover(hero.coverImage, true)}<div><h1>${escapeHtml(hero.title)}</h1><p>${escapeHtml(hero.description)}</p><a class="fp-action" href="${escapeHtml(hero.link)}">${escapeHtml(texts.bannerGo ?? '')}</a></div></section>`
    : welcome;
  if (promotions.length === 0) return heroHtml;
  const items = promotions.map(
    (banner, index) =>
      `<li><a href="${escapeHtml(banner.link)}">${cover(banner.coverImage, index === 0)}<span class="fp-promo-text"><strong>${escapeHtml(banner.title)}</strong><span>${escapeHtml(banner.description)}</span></span></a></li>`,
  );
  return `${heroHtml}<ul class="fp-promos" aria-label="${escapeHtml(texts.bannersLabel ?? '')}">${items.join('')}</ul>`;
}

/** What the painted page shows; the app's own layout replaces it whole. */
async function bodyOf(app: FastifyInstance, page: Page, texts: Texts, locale: Locale): Promise<string> {
  const list = (category?: GameFilterCategory) =>
    listGames(app.catalogueDb, { category }, 'popular', { limit: tilesShown, offset: 0 }, locale);
  switch (page.kind) {
    case 'home': {
      const { games } = await list();
      return `<h2>${escapeHtml(texts.topGames ?? '')}</h2>${grid(games)}`;
    }
    case 'list': {
      const { games } = await list(page.category);
      return `<h1>${escapeHtml(texts[page.heading] ?? '')}</h1>${grid(games)}`;
    }
    case 'game': {
      const game = await getGameBySlug(app.catalogueDb, page.system, page.slug, locale).catch(() => null);
      return game ? `<h1>${escapeHtml(game.title)}</h1>${grid([game])}` : '';
    }
    case 'heading':
      return `<h1>${escapeHtml(texts[page.heading] ?? '')}</h1>`;
  }
}

/**
 * Critical CSS of the painted page: the app's dark page colours and a tile grid of the app's sizes.
 * `#first-paint ~ #root` keeps the app hidden until it removes the painted page, so the swap moves
 * nothing that was on the screen; the body's margin and the text's
 * line heights are the app's already, so its stylesheet moves nothing when it arrives.
 */
const criticalCss = `body{margin:0}#first-paint~#root{display:none}
#first-paint{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;color:#f4f5fb;background:#0d0f1a;min-height:100vh;padding:16px 12px;box-sizing:border-box}
#first-paint *{box-sizing:border-box}#first-paint h1,#first-paint h2{line-height:1.2}
#first-paint h1{font-size:1.5rem;margin:8px 0 12px}#first-paint h2{font-size:1.125rem;margin:16px 0 8px}
#first-paint p{color:#b7bbd0;margin:0 0 12px}
.fp-grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}
.fp-tile a{display:grid;gap:6px;color:inherit;text-decoration:none}
.fp-tile img,.fp-thumb{display:block;width:100%;height:auto;aspect-ratio:4/3;border:1px solid #2e3454;border-radius:10px;background:#1b1f33}
.fp-title{font-size:.875rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fp-hero,.fp-promos a{position:relative;display:grid;overflow:hidden;border:1px solid #2e3454;border-radius:16px}
.fp-hero{min-height:220px;margin-bottom:16px;background:radial-gradient(400px 200px at 90% 20%,rgb(245 184 28/.25),transparent 70%),linear-gradient(135deg,#2a1f5c 0%,#151829 70%)}
.fp-hero img,.fp-promos img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.55}
.fp-hero div{position:relative;display:grid;gap:12px;align-content:center;justify-items:start;padding:32px 24px}
#first-paint .fp-hero h1{margin:0 0 8px;font-size:clamp(1.5rem,4vw,2.5rem)}#first-paint .fp-hero p{margin:0;max-width:52ch;color:#eef0fa}
.fp-action{display:inline-flex;align-items:center;min-height:40px;padding:0 16px;border-radius:999px;font-weight:700;color:#fff;background:#7c4ef0;text-decoration:none}
.fp-promos{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:12px;margin:0 0 16px;padding:0;list-style:none}
.fp-promos a{min-height:120px;color:inherit;text-decoration:none}.fp-promos img{opacity:.6}
.fp-promo-text{position:relative;display:grid;gap:4px;align-content:end;padding:16px;background:linear-gradient(transparent,rgb(0 0 0/.55))}
.fp-consent{position:fixed;right:8px;bottom:72px;left:8px;z-index:51;display:grid;gap:12px;max-width:560px;margin:0 auto;padding:16px;border:1px solid #2e3454;border-radius:10px;background:#151829;box-shadow:0 8px 32px rgb(0 0 0/.45)}
#first-paint .fp-consent h2{margin:0;font-size:1rem;line-height:1.5}#first-paint .fp-consent p{margin:0;font-size:.875rem;color:#a3a9c7}
.fp-consent-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
.fp-consent button{flex:1 1 8rem;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:999px;font:inherit;font-weight:700;color:#1a1300;background:#f5b81c}
.fp-consent .fp-primary{color:#fff;background:#7c4ef0}
@media(min-width:768px){.fp-consent{bottom:16px;left:auto;right:16px;margin:0}}`;

const stylesheetLinks = /<link rel="stylesheet"[^>]*>\s*/g;
const moduleEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreloads = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The app's code waits for the painted page: its entry and modulepreload links go into an inert
 * template, and public/start-after-paint.js puts them in the head and imports the entry once the
 * painted page and its first screen's pictures are on the screen. Run or even downloaded before, the
 * app's 150 KB held a phone's paint back (Lighthouse took every script that finished before the
 * largest paint as holding it). Pages not painted ahead start as the build wrote them.
 */
function startAfterPaint(html: string): string {
  const entry = moduleEntry.exec(html);
  if (!entry) return html;
  const preloads = html.match(modulePreloads) ?? [];
  return html
    .replace(modulePreloads, '')
    .replace(
      entry[0],
      `<template id="app-start" data-entry="${entry[1]}">${preloads.join('')}</template><script type="module" src="/start-after-paint.js"></script>`,
    );
}

/** The web build's texts, read once per build directory (null when the build has none). */
const textsRead = new Map<string, Promise<Record<string, Texts> | null>>();
function firstPaintTexts(distDir: string) {
  let read = textsRead.get(distDir);
  if (!read) {
    read = readFile(join(distDir, 'first-paint.json'), 'utf8')
      .then((json) => JSON.parse(json) as Record<string, Texts>)
      .catch(() => null);
    textsRead.set(distDir, read);
  }
  return read;
}

function localeOf(request: FastifyRequest): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(asked) ? asked : localeFromHeader(request.headers['accept-language']);
}

/**
 * index.html with the painted page before the app's root, or as it is for a page painted by the app
 * alone. A failure here never fails the page: the app paints it as before.
 */
export async function withFirstPaint(
  app: FastifyInstance,
  request: FastifyRequest,
  html: string,
): Promise<string> {
  const [path = '/', search = ''] = request.url.split('?');
  // A sub-list or a search (?category=, ?q=) is another page than the one painted ahead: the app paints it.
  const isPlainPage = [...new URLSearchParams(search).keys()].every((key) => key === 'lang');
  const page = isPlainPage ? firstPaintPageOf(path) : null;
  if (!page || !html.includes('<div id="root"></div>')) return html;
  try {
    const allTexts = await firstPaintTexts(app.config.webDistDir);
    const locale = localeOf(request);
    const texts = allTexts?.[locale];
    if (!texts) return html;
    const { value: body } = await app.catalogueCache.read(`first-paint|${locale}|${path}`, () =>
      bodyOf(app, page, texts, locale),
    );
    if (!body) return html;
    const top = page.kind === 'home' ? await homeTopHtml(app, texts, locale) : '';
    // The app's stylesheets move from the head to between the painted page and the app's root: in the
    // body they block neither the painted page's paint (it has its critical CSS inline) nor anything
    // but what follows them, and the app's scripts still run only once they have loaded.
    const stylesheets = html.match(stylesheetLinks) ?? [];
    return startAfterPaint(html)
      .replace(stylesheetLinks, '')
      .replace('</head>', `<style>${criticalCss}</style></head>`)
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(
        '<div id="root"></div>',
        `<div id="first-paint">${top}${body}${consentHtml(request, texts)}</div>${stylesheets.join('')}<div id="root"></div>`,
      );
  } catch (error) {
    request.log.warn({ err: error }, 'first paint failed; the app paints the page');
    return html;
  }
}

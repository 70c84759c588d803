import { stripXmlInvalid } from '@casino/contract/control-characters';
import { isLocale, type Locale } from '@casino/rules';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../email/email-template';
import { findSkinByApiKey } from '../skin/find-skin-by-api-key';
import { listPosts } from './read-content';

const feedSize = 20;

/** Text as XML 1.0 carries it: escaped, and without what it cannot carry (posts stored before the API refused it). */
const xmlText = (text: string) => escapeHtml(stripXmlInvalid(text));

const channelTexts: Record<Locale, { title: string; description: string }> = {
  en: { title: 'News and blog', description: 'News, new games and promotions' },
  es: { title: 'Noticias y blog', description: 'Noticias, juegos nuevos y promociones' },
  de: { title: 'News und Blog', description: 'Neuigkeiten, neue Spiele und Aktionen' },
  fr: { title: 'Actualités et blog', description: 'Actualités, nouveaux jeux et promotions' },
  pt: { title: 'Notícias e blog', description: 'Notícias, jogos novos e promoções' },
  no: { title: 'Nyheter og blogg', description: 'Nyheter, nye spill og kampanjer' },
};

/**
 * GET /news/rss.xml?lang=de: the newest posts of the platform's skin as RSS 2.0, for feed readers
 * (which send no api-key). Each item links to the post's page; the language falls back to en.
 */
export const rssRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { lang?: string } }>(
    '/news/rss.xml',
    {
      schema: {
        // Not JSON and outside the versioned APIs: kept out of the OpenAPI document.
        hide: true,
        tags: ['content'],
        summary: 'The news as an RSS 2.0 feed (lang: en es de fr pt no)',
        security: [],
        querystring: z.object({ lang: z.string().max(5).optional() }),
      },
    },
    async (request, reply) => {
      const locale: Locale = isLocale(request.query.lang) ? request.query.lang : 'en';
      const skin = await findSkinByApiKey(app.db, app.config.skinApiKey);
      const base = app.config.accounts.publicUrl;
      const posts = skin
        ? (await listPosts(app.db, { skinId: skin.id, locale, now: app.now(), limit: feedSize, offset: 0 }))
            .posts
        : [];
      const texts = channelTexts[locale];
      const name = skin?.name ?? 'Casino';
      const self = `${base}/news/rss.xml?lang=${locale}`;
      const items = posts.map((post) => {
        const link = `${base}/news/${encodeURIComponent(post.slug)}`;
        return [
          '<item>',
          `<title>${xmlText(post.title)}</title>`,
          `<link>${xmlText(link)}</link>`,
          `<guid isPermaLink="true">${xmlText(link)}</guid>`,
          `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
          `<description>${xmlText(post.description)}</description>`,
          post.coverImage
            ? `<enclosure url="${xmlText(base + post.coverImage)}" length="0" type="${post.coverImage.endsWith('.svg') ? 'image/svg+xml' : 'image/png'}"/>`
            : '',
          '</item>',
        ].join('');
      });
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '<channel>',
        `<title>${xmlText(`${name}: ${texts.title}`)}</title>`,
        `<link>${xmlText(`${base}/news`)}</link>`,
        `<description>${xmlText(texts.description)}</description>`,
        `<language>${locale === 'no' ? 'nb' : locale}</language>`,
        `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
        posts[0] ? `<lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
        ...items,
        '</channel>',
        '</rss>',
      ].join('\n');
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );
};

import type { BannerPlacement, ContentKind } from '../../schema';

/**
 * The demo content: what exists, where it shows and when. The words are in ./<language>/<slug>.md
 * (front matter `title` and `description`, then Markdown), one file per language; a language without
 * its file falls back to en when read.
 */
export interface SeedContentEntry {
  kind: ContentKind;
  slug: string;
  coverImage?: string;
  placement?: BannerPlacement;
  link?: string;
  position?: number;
  publishFrom?: string;
}

export const seedContent: SeedContentEntry[] = [
  // info pages (info/{url}); how-to-play has its own route
  { kind: 'page', slug: 'terms', coverImage: '/static/content/page-info.svg' },
  { kind: 'page', slug: 'privacy-policy', coverImage: '/static/content/page-info.svg' },
  { kind: 'page', slug: 'responsible-gambling', coverImage: '/static/content/news-limits.svg' },
  { kind: 'page', slug: 'how-to-play', coverImage: '/static/content/news-new-games.svg' },
  { kind: 'page', slug: 'bonus-terms', coverImage: '/static/content/banner-welcome.svg' },
  { kind: 'page', slug: 'affiliates', coverImage: '/static/content/banner-vip.svg' },
  { kind: 'page', slug: 'fairness', coverImage: '/static/content/news-fairness.svg' },
  { kind: 'page', slug: 'faq', coverImage: '/static/content/page-info.svg' },
  // news (news/{url}), newest first by publishFrom
  {
    kind: 'post',
    slug: 'new-studio-games',
    coverImage: '/static/content/news-new-games.svg',
    publishFrom: '2026-11-02T10:00:00Z',
  },
  {
    kind: 'post',
    slug: 'check-every-round',
    coverImage: '/static/content/news-fairness.svg',
    publishFrom: '2026-10-12T10:00:00Z',
  },
  {
    kind: 'post',
    slug: 'reality-check-and-limits',
    coverImage: '/static/content/news-limits.svg',
    publishFrom: '2026-09-21T10:00:00Z',
  },
  // home banners
  {
    kind: 'banner',
    slug: 'banner-welcome',
    placement: 'hero',
    link: '/register',
    coverImage: '/static/content/banner-welcome.svg',
    position: 0,
  },
  {
    kind: 'banner',
    slug: 'banner-crash',
    placement: 'promotion',
    link: '/crash-and-fast',
    coverImage: '/static/content/banner-crash.svg',
    position: 1,
  },
  {
    kind: 'banner',
    slug: 'banner-vip',
    placement: 'promotion',
    link: '/vip-program',
    coverImage: '/static/content/banner-vip.svg',
    position: 2,
  },
  {
    kind: 'banner',
    slug: 'banner-fairness',
    placement: 'promotion',
    link: '/fairness',
    coverImage: '/static/content/news-fairness.svg',
    position: 3,
  },
];

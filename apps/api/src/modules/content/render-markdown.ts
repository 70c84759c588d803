import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Our own instance: no global options another module could change.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'), 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  // Links may be web, mail or phone; images only web addresses or our own files. No javascript:, data:.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:/i.test(rest.href ?? '');
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Markdown from staff (or the seed) to the HTML players see: rendered by marked, then cleaned by
 * sanitize-html with an allow-list, so raw HTML in the Markdown (scripts, event handlers, javascript:
 * links, iframes) never reaches a page. Done once when the text is saved, not on every read.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}

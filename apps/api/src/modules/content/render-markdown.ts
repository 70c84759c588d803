import type { IOptions } from 'sanitize-html';

const sanitizeOptions: IOptions = {
  // sanitize-html's default tags without iframe are added when the module loads (renderer below).
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

let renderer: Promise<(markdown: string) => string> | null = null;

/**
 * marked and sanitize-html (some 90 ms to load) are loaded when a text is first rendered, not at start:
 * a later start renders nothing (the seed adds only missing entries).
 */
function loadRenderer() {
  return (renderer ??= Promise.all([import('marked'), import('sanitize-html')]).then(
    ([{ Marked }, { default: sanitizeHtml }]) => {
      // Our own instance: no global options another module could change.
      const marked = new Marked({ gfm: true, breaks: false, async: false });
      const options: IOptions = {
        ...sanitizeOptions,
        allowedTags: [
          ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
          'img',
          'h1',
          'h2',
        ],
      };
      return (markdown: string) => sanitizeHtml(marked.parse(markdown) as string, options).trim();
    },
  ));
}

/**
 * Markdown from staff (or the seed) to the HTML players see: rendered by marked, then cleaned by
 * sanitize-html with an allow-list, so raw HTML in the Markdown (scripts, event handlers, javascript:
 * links, iframes) never reaches a page. Done once when the text is saved, not on every read.
 */
export async function renderMarkdown(markdown: string): Promise<string> {
  return (await loadRenderer())(markdown);
}

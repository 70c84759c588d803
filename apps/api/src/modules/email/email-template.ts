import type { Locale } from '@casino/rules';

/** The words of one mail in one language; `{name}` placeholders are filled from the params. */
export interface EmailTexts {
  subject: string;
  /** Paragraphs; the link (if any) is placed after them. */
  body: string[];
  /** Label of the link button in the HTML part. */
  action?: string;
}

/**
 * One mail the platform can send, with its texts in all six languages. `link` names the param that
 * holds the mail's link (recorded in the outbox so the dev page can list it).
 */
export interface EmailTemplate<P extends Record<string, string> = Record<string, string>> {
  name: string;
  params: readonly (keyof P & string)[];
  link?: keyof P & string;
  texts: Record<Locale, EmailTexts>;
}

export function defineEmailTemplate<P extends Record<string, string>>(template: EmailTemplate<P>) {
  return template;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

export function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  params: Record<string, string>,
): RenderedEmail {
  const texts = template.texts[locale];
  const paragraphs = texts.body.map((line) => fill(line, params));
  const link = template.link ? params[template.link] : undefined;
  const text = [...paragraphs, ...(link ? [link] : [])].join('\n\n');
  const htmlParagraphs = paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (link) {
    const label = escapeHtml(texts.action ?? link);
    htmlParagraphs.push(`<p><a href="${escapeHtml(link)}">${label}</a></p>`);
    htmlParagraphs.push(`<p>${escapeHtml(link)}</p>`);
  }
  const subject = fill(texts.subject, params);
  const html = `<!doctype html><html lang="${locale}"><body>${htmlParagraphs.join('')}</body></html>`;
  return { subject, text, html, links: link ? [link] : [] };
}

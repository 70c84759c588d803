import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The body of a post or page: HTML the server rendered from Markdown and cleaned with sanitize-html
 * (scripts, handlers and javascript: links never reach it), so it is inserted as it is. Links to our
 * own pages move within the app instead of reloading it.
 */
export function ContentHtml({ html, testId }: { html: string; testId: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Only routes clicks on links; a keyboard's Enter on a link fires the same click event.
    <div
      className="content-body"
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

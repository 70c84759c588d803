import type { Page } from 'playwright-core';

export interface Overflow {
  /** document scrollWidth over clientWidth: the page scrolls sideways. */
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements whose right edge passes the viewport, widest overshoot first. */
  elements: { element: string; right: number; width: number }[];
  /** Rows of tabs or footer entries that wrapped onto a second line. */
  wrapped: string[];
}

/**
 * What runs past the right edge of the viewport. An element inside a container that clips or scrolls
 * sideways (a game row, a table wrapper) counts only if that container itself runs past the edge.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${
        testId ? `[data-testid=${testId}]` : ''
      }${text ? ` "${text}"` : ''}`;
    };
    const isClippedInside = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        if (parent.getBoundingClientRect().right <= viewport + 0.5) return true;
      }
      return false;
    };
    // A fixed panel parked wholly beyond an edge (a closed drawer or sheet) is off screen on purpose.
    const isOffCanvas = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position !== 'fixed') continue;
        const rect = node.getBoundingClientRect();
        return rect.left >= viewport || rect.right <= 0;
      }
      return false;
    };
    const elements: Overflow['elements'] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= viewport + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (isOffCanvas(element) || isClippedInside(element)) continue;
      elements.push({
        element: describe(element),
        right: Math.round(rect.right),
        width: Math.round(rect.width),
      });
    }
    elements.sort((a, b) => b.right - a.right);
    const wrapped = [...document.querySelectorAll('.sub-nav, [role="tablist"], .mobile-footer')]
      .filter((row) => row.getBoundingClientRect().width > 0)
      .filter((row) => new Set([...row.children].map((child) => child.getBoundingClientRect().top)).size > 1)
      .map(describe);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, elements, wrapped };
  });
}

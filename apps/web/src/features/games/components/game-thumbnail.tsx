import { useState } from 'react';

/** Thumbnails are drawn 4:3 (the studio's are 400 x 300): the box is reserved before they load. */
export const thumbnailSize = { width: 400, height: 300 } as const;

/** Widths a tile is shown at, for the browser to pick a file from srcset (a raster thumbnail). */
const tileSizes = '(min-width: 1280px) 200px, (min-width: 768px) 25vw, 45vw';

/** srcset for a thumbnail whose server can scale it (?w=); a vector (SVG) one needs none. */
export function thumbnailSrcSet(src: string): string | undefined {
  if (/\.svg(\?|$)/i.test(src) || src.startsWith('data:')) return undefined;
  const separator = src.includes('?') ? '&' : '?';
  return [200, 400, 800].map((width) => `${src}${separator}w=${width} ${width}w`).join(', ');
}

/**
 * The game's picture, or its initials on a tinted card when there is none or it fails to load. The
 * first tiles on a screen (`isPriority`) load at once and first: one of them is the screen's largest
 * paint; the others wait until they scroll near.
 */
export function GameThumbnail({
  src,
  title,
  isPriority = false,
}: {
  src: string;
  title: string;
  isPriority?: boolean;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    const initials = title
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase();
    return (
      <span className="game-thumb game-thumb--placeholder" aria-hidden="true">
        {initials}
      </span>
    );
  }
  const srcSet = thumbnailSrcSet(src);
  return (
    <img
      className="game-thumb"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? tileSizes : undefined}
      alt=""
      width={thumbnailSize.width}
      height={thumbnailSize.height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}

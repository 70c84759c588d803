import { useState } from 'react';

/** The game's picture, or its initials on a tinted card when there is none or it fails to load. */
export function GameThumbnail({ src, title }: { src: string; title: string }) {
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
  return (
    <img
      className="game-thumb"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}

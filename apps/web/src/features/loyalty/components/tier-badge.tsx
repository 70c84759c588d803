import type { LoyaltyCategory } from '@casino/rules/loyalty/categories';
import { useId } from 'react';
import { tierColour } from '../loyalty-view';

/** Stars on the badge: one for Art, then one more per VIP tier. */
const starsOf: Record<LoyaltyCategory['key'], number> = {
  art: 1,
  bronze: 2,
  silver: 3,
  gold: 4,
  platinum: 5,
};

function starPath(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.45;
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * A category's badge: a shield in the tier's colour (the skin's token, else the rules' default) with
 * a laurel ring and its stars. Decorative: the tier's name is always written beside it.
 */
export function TierBadge({ category, size = 64 }: { category: LoyaltyCategory; size?: number }) {
  const gradientId = useId();
  const colour = tierColour(category);
  const stars = starsOf[category.key];
  const spacing = stars > 3 ? 9 : 11;
  const first = 32 - ((stars - 1) * spacing) / 2;
  return (
    <svg
      className="tier-badge"
      data-tier={category.key}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.45" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <path d="M32 3 L56 11 V30 C56 45 45 55 32 61 C19 55 8 45 8 30 V11 Z" fill={colour} />
      <path
        d="M32 3 L56 11 V30 C56 45 45 55 32 61 C19 55 8 45 8 30 V11 Z"
        fill={`url(#${gradientId})`}
        stroke="#000000"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M32 9 L51 15.5 V30 C51 42 42 50 32 55 C22 50 13 42 13 30 V15.5 Z"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1.5"
      />
      {category.isVip ? (
        <path d="M21 24 L25 17 L29 21 L32 14 L35 21 L39 17 L43 24 Z" fill="#ffffff" fillOpacity="0.85" />
      ) : null}
      {Array.from({ length: stars }, (_, index) => (
        <path key={index} d={starPath(first + index * spacing, 36, 5)} fill="#ffffff" fillOpacity="0.92" />
      ))}
    </svg>
  );
}

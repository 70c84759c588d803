import type { SportsMarket } from '@casino/contract/sportsbook';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../lib/app-context';
import { useI18n } from '../lib/i18n';
import { formatOdds } from '../lib/odds-format';
import { selectionId, useSlip, type Selection } from './slip/slip-state';

interface Props {
  eventId: string;
  eventName: string;
  isLive: boolean;
  market: SportsMarket;
  marketTitle: string;
  outcomeId: string;
  label: string;
  /** Shown on the button instead of the label (1, X, 2 in lists). */
  shortLabel?: string;
}

const FLASH_MS = 1500;

/** A price the player can add to the slip; it flashes up or down when the price moves. */
export function OddsButton({
  eventId,
  eventName,
  isLive,
  market,
  marketTitle,
  outcomeId,
  label,
  shortLabel,
}: Props) {
  const { oddsFormat } = useApp();
  const { t } = useI18n();
  const slip = useSlip();
  const odds = market.outcomes.find((o) => o.id === outcomeId)?.odds ?? null;
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return;
    setFlash(odds > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);

  const id = selectionId(eventId, market.key, outcomeId);
  const isSelected = slip.has(id);
  const isOpen = market.status === 'active' && odds !== null;
  const selection: Selection | null = isOpen
    ? {
        id,
        eventId,
        eventName,
        marketType: market.type,
        marketKey: market.key,
        marketTitle,
        specifiers: market.specifiers,
        outcomeId,
        label,
        odds,
        version: market.version,
        isLive,
      }
    : null;
  const price = odds === null ? '-' : formatOdds(odds, oddsFormat);
  const moved = flash ? t(flash === 'up' ? 'odds.up' : 'odds.down') : '';
  // The name is read from the content (no aria-label that could leave out what is shown): the full outcome, the price.
  const name = `${label} ${isOpen ? price : t('market.suspended')}${moved ? `, ${moved}` : ''}`;
  return (
    <button
      type="button"
      className={`odds${isSelected ? ' odds--selected' : ''}${flash ? ` odds--${flash}` : ''}`}
      aria-pressed={isSelected}
      disabled={!isOpen && !isSelected}
      data-outcome={outcomeId}
      onClick={() => {
        if (isSelected) slip.remove(id);
        else if (selection) slip.toggle(selection);
      }}
    >
      <span className="odds__label" aria-hidden="true">
        {shortLabel ?? label}
      </span>
      <span className="odds__price" aria-hidden="true">
        {isOpen ? price : '🔒'}
        {flash ? (flash === 'up' ? ' ▲' : ' ▼') : null}
      </span>
      <span className="visually-hidden">{name}</span>
    </button>
  );
}

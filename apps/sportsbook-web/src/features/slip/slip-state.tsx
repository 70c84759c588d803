import type { MarketSpecifiers } from './types';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** One pick on the slip, with the price and market version the player saw when adding it. */
export interface Selection {
  id: string;
  eventId: string;
  eventName: string;
  marketType: string;
  marketKey: string;
  marketTitle: string;
  specifiers: MarketSpecifiers;
  outcomeId: string;
  label: string;
  odds: number;
  version: number;
  isLive: boolean;
}

export const selectionId = (eventId: string, marketKey: string, outcomeId: string) =>
  `${eventId}|${marketKey}|${outcomeId}`;

const MAX_SELECTIONS = 20;

interface SlipValue {
  selections: Selection[];
  has: (id: string) => boolean;
  toggle: (selection: Selection) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Takes the prices now offered as the ones seen (the player accepted the change). */
  reprice: (prices: ReadonlyMap<string, { odds: number; version: number }>) => void;
}

const SlipContext = createContext<SlipValue | null>(null);

export function SlipProvider({ children }: { children: ReactNode }) {
  const [selections, setSelections] = useState<Selection[]>([]);
  const toggle = useCallback(
    (selection: Selection) =>
      setSelections((current) =>
        current.some((s) => s.id === selection.id)
          ? current.filter((s) => s.id !== selection.id)
          : current.length >= MAX_SELECTIONS
            ? current
            : [...current, selection],
      ),
    [],
  );
  const remove = useCallback(
    (id: string) => setSelections((current) => current.filter((s) => s.id !== id)),
    [],
  );
  const clear = useCallback(() => setSelections([]), []);
  const reprice = useCallback(
    (prices: ReadonlyMap<string, { odds: number; version: number }>) =>
      setSelections((current) => current.map((s) => ({ ...s, ...(prices.get(s.id) ?? {}) }))),
    [],
  );
  const value = useMemo<SlipValue>(
    () => ({ selections, has: (id) => selections.some((s) => s.id === id), toggle, remove, clear, reprice }),
    [selections, toggle, remove, clear, reprice],
  );
  return <SlipContext value={value}>{children}</SlipContext>;
}

export function useSlip(): SlipValue {
  const value = useContext(SlipContext);
  if (!value) throw new Error('useSlip outside SlipProvider');
  return value;
}

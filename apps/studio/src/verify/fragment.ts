import { formatUnits, parseUnits } from '@casino/rules/money';

/**
 * The link from a game page to the platform's fairness page: a round's inputs in the URL fragment
 * (`/fairness#game=dice&serverSeed=...`). A fragment never leaves the browser, so the seeds are not
 * sent to any server, and the page prefills its form from it. Amounts are in the player's terms
 * ("10.00"): every currency we run has two decimals.
 */

export interface RoundCheck {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Decimal text in the player's currency, e.g. "1.50". */
  stake: string;
  /** JSON text of the choices as the round stored them. */
  params: string;
  /** JSON text of a multi-step round's moves; '' for a single shot. */
  moves: string;
  /** What the round paid, decimal text, to compare with the recomputed payout; '' when unknown. */
  payout: string;
  /** The progressive jackpot part of that payout, decimal text; '' when none. */
  jackpot: string;
}

const fields: (keyof RoundCheck)[] = [
  'game',
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'stake',
  'params',
  'moves',
  'payout',
  'jackpot',
];

export const emptyRoundCheck: RoundCheck = Object.fromEntries(
  fields.map((field) => [field, '']),
) as unknown as RoundCheck;

export function roundCheckFragment(check: Partial<RoundCheck>): string {
  const entries = fields.flatMap((field) =>
    check[field] ? [[field, check[field]] as [string, string]] : [],
  );
  return `#${new URLSearchParams(entries).toString()}`;
}

/** Reads '#game=...&nonce=...' (with or without the '#'); missing fields are ''. */
export function readRoundCheckFragment(hash: string): RoundCheck {
  const query = new URLSearchParams(hash.replace(/^#/, ''));
  return Object.fromEntries(fields.map((field) => [field, query.get(field) ?? ''])) as unknown as RoundCheck;
}

/** 150n -> "1.50". */
export function minorToDecimal(minor: bigint): string {
  return formatUnits(minor, 2);
}

/** "1.5" or "1,50" -> 150n; null when it is not an amount with at most two decimals. */
export function decimalToMinor(text: string): bigint | null {
  return parseUnits(text, 2, { maxWholeDigits: 12, comma: true });
}

/** The platform's fairness page at the origin of the launch's home URL; null without a usable one. */
export function fairnessPageUrl(homeUrl: string | null): string | null {
  if (!homeUrl) return null;
  try {
    return new URL('/fairness', homeUrl).href;
  } catch {
    return null;
  }
}

import {
  checkPlayedRound,
  decimalToMinor,
  findVerifiableGame,
  minorToDecimal,
  recompute,
  sha256Hex,
  type RoundCheck,
} from '@casino/fair/verify';

/**
 * One check of the fairness form, all in the browser: the form's text is read, the server seed hashed
 * and the round recomputed by the studio's own verifier (WebCrypto and the games' maths). Nothing here
 * calls a server.
 */

export type CheckField =
  'game' | 'serverSeed' | 'clientSeed' | 'nonce' | 'stake' | 'params' | 'moves' | 'jackpot';
export type CheckErrorKey = 'unknownGame' | 'required' | 'nonce' | 'stake' | 'amount' | 'json' | 'rejected';

export interface OutcomeRow {
  name: string;
  value: string;
}

export type RoundCheckResult =
  | { isValid: false; field: CheckField; errorKey: CheckErrorKey; detail: string }
  | {
      isValid: true;
      serverSeedHash: string;
      /** Null when no hash was given to compare with. */
      isHashMatch: boolean | null;
      payout: string;
      /** Payout over stake, '2.00' for double. */
      multiplier: string;
      /** The round's win (less the jackpot it states) against the seeds'; null when no win was given. */
      isPayoutMatch: boolean | null;
      /**
       * Jackpot games only: whether the seeds drew the jackpot, and the jackpot the round states it
       * paid (decimal text, null when none), which the seeds cannot size.
       */
      jackpot: { isHit: boolean; claimed: string | null } | null;
      stepStatus: 'open' | 'lost' | 'complete' | null;
      rows: OutcomeRow[];
      raw: string;
    };

const invalid = (field: CheckField, errorKey: CheckErrorKey, detail = ''): RoundCheckResult => ({
  isValid: false,
  field,
  errorKey,
  detail,
});

function parseJson(text: string, fallback: unknown): { isValid: true; value: unknown } | { isValid: false } {
  if (text.trim() === '') return { isValid: true, value: fallback };
  try {
    return { isValid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isValid: false };
  }
}

const toJson = (value: unknown, indent?: number) =>
  JSON.stringify(
    value,
    (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner),
    indent,
  );

/** The outcome's own fields, one row each: short lists inline, anything nested as compact JSON. */
export function outcomeRows(outcome: object): OutcomeRow[] {
  return Object.entries(outcome).map(([name, value]) => ({
    name,
    value:
      Array.isArray(value) && value.every((item) => typeof item !== 'object')
        ? value.join(', ')
        : typeof value === 'object' && value !== null
          ? toJson(value)
          : String(value),
  }));
}

const verifierFields = {
  seed: 'serverSeed',
  params: 'params',
  moves: 'moves',
  stake: 'stake',
  game: 'game',
} as const;

export async function checkRound(values: RoundCheck): Promise<RoundCheckResult> {
  if (!findVerifiableGame(values.game)) return invalid('game', 'unknownGame');
  if (values.serverSeed.trim() === '') return invalid('serverSeed', 'required');
  if (!/^\d{1,15}$/.test(values.nonce.trim())) return invalid('nonce', 'nonce');
  const stake = decimalToMinor(values.stake);
  if (stake === null || stake <= 0n) return invalid('stake', 'stake');
  const params = parseJson(values.params, {});
  if (!params.isValid) return invalid('params', 'json');
  const moves = parseJson(values.moves, []);
  if (!moves.isValid) return invalid('moves', 'json');
  const jackpotAmount = values.jackpot.trim() ? decimalToMinor(values.jackpot) : 0n;
  if (jackpotAmount === null) return invalid('jackpot', 'amount');

  const seed = {
    serverSeed: values.serverSeed.trim(),
    clientSeed: values.clientSeed,
    nonce: Number(values.nonce.trim()),
  };
  const serverSeedHash = await sha256Hex(seed.serverSeed);
  const again = await recompute(values.game, seed, params.value, stake, moves.value);
  if (again.resultCode === 'game_not_found') return invalid('game', 'unknownGame');
  if (again.resultCode === 'validation_error')
    return invalid(verifierFields[again.field], 'rejected', again.message);

  const expectedPayout = values.payout.trim() ? decimalToMinor(values.payout) : null;
  const played =
    expectedPayout === null ? null : checkPlayedRound(again, { payout: expectedPayout, jackpotAmount });
  const expectedHash = values.serverSeedHash.trim().toLowerCase();
  return {
    isValid: true,
    serverSeedHash,
    isHashMatch: expectedHash ? expectedHash === serverSeedHash : null,
    payout: minorToDecimal(again.payout),
    multiplier: minorToDecimal((again.payout * 100n) / stake),
    isPayoutMatch: values.payout.trim() ? (played?.isPayoutMatch ?? false) : null,
    jackpot:
      again.isJackpotHit === null
        ? null
        : { isHit: again.isJackpotHit, claimed: jackpotAmount > 0n ? minorToDecimal(jackpotAmount) : null },
    stepStatus: again.stepStatus,
    rows: outcomeRows(again.outcome),
    raw: toJson(
      { params: again.params, outcome: again.outcome, payout: again.payout, uint32s: again.uint32s },
      2,
    ),
  };
}

// A feed state as JSON and back: settlements' exact fractions (bigints) become "num/den" texts.
import type { OutcomeSettlement } from '../settlement/leg.js';
import { ratio, type Ratio } from '../settlement/ratio.js';
import { FeedState, type FeedMarket, type FeedStateDump } from './feed-state.js';

type EncodedSettlement = { result: 0 | 1; voidFactor: string; deadHeatFactor: string };
type EncodedMarket = Omit<FeedMarket, 'settlement'> & { settlement?: Array<[string, EncodedSettlement]> };
export interface EncodedFeedState extends Omit<FeedStateDump, 'markets'> {
  markets: EncodedMarket[];
}

const text = (r: Ratio) => `${r.num}/${r.den}`;
const fraction = (value: string) => {
  const [num, den] = value.split('/');
  return ratio(BigInt(num!), BigInt(den!));
};

export function encodeFeedState(state: FeedState): EncodedFeedState {
  const dump = state.dump();
  return {
    ...dump,
    markets: dump.markets.map(({ settlement, ...market }) => ({
      ...market,
      ...(settlement
        ? {
            settlement: [...settlement].map(([id, s]) => [
              id,
              { result: s.result, voidFactor: text(s.voidFactor), deadHeatFactor: text(s.deadHeatFactor) },
            ]),
          }
        : {}),
    })),
  };
}

export function decodeFeedState(encoded: EncodedFeedState, into = new FeedState()): FeedState {
  into.load({
    ...encoded,
    markets: encoded.markets.map(({ settlement, ...market }) => ({
      ...market,
      ...(settlement
        ? {
            settlement: new Map<string, OutcomeSettlement>(
              settlement.map(([id, s]) => [
                id,
                {
                  result: s.result,
                  voidFactor: fraction(s.voidFactor),
                  deadHeatFactor: fraction(s.deadHeatFactor),
                },
              ]),
            ),
          }
        : {}),
    })),
  });
  return into;
}

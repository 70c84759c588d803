import type {
  NetworkPromotionData,
  NetworkPromotionSummary,
  NetworkPrize,
} from '@casino/contract/network-promotions';
import { eurCentsToMinor, isCurrencyCode, type Locale } from '@casino/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { gameProviders, games, networkPromotionCredits } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import type { ProviderPromotion } from './provider-promotions';

/** Provider amounts are EUR cents: shown in the player's currency, rounded down. */
function inCurrency(eurCents: string, currency: string): string {
  return isCurrencyCode(currency) ? eurCentsToMinor(currency, BigInt(eurCents)).toString() : eurCents;
}

type GameRef = NetworkPromotionSummary['games'][number];

/** The promotion's games as the catalogue knows them (enabled ones), by the provider's ids. */
async function gamesOf(db: DbExecutor, promotions: ProviderPromotion[]): Promise<Map<string, GameRef>> {
  const externalIds = [...new Set(promotions.flatMap((promotion) => promotion.games))];
  if (externalIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: games.id,
      name: games.title,
      slug: games.slug,
      externalId: games.externalId,
      provider: gameProviders.code,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(inArray(games.externalId, externalIds), eq(games.enabled, true)));
  return new Map(
    rows.map((row) => [`${row.provider}:${row.externalId}`, { id: row.id, name: row.name, slug: row.slug }]),
  );
}

function summaryOf(
  promotion: ProviderPromotion,
  refs: Map<string, GameRef>,
  input: { currency: string; locale: Locale },
): NetworkPromotionSummary {
  return {
    url: promotion.code,
    provider: promotion.provider,
    name: promotion.names[input.locale] ?? promotion.name,
    kind: promotion.kind,
    status: promotion.status,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    currency: isCurrencyCode(input.currency) ? input.currency : 'EUR',
    poolMinor: inCurrency(promotion.poolMinor, input.currency),
    minBetMinor: inCurrency(promotion.minBetMinor, input.currency),
    scoring: promotion.scoring,
    games: promotion.games.flatMap((externalId) => refs.get(`${promotion.provider}:${externalId}`) ?? []),
  };
}

/** The list page: live first, then upcoming, then recently finished. */
export async function networkPromotionsView(
  db: DbExecutor,
  promotions: ProviderPromotion[],
  input: { currency: string; locale: Locale },
): Promise<{ promotions: NetworkPromotionSummary[] }> {
  const refs = await gamesOf(db, promotions);
  const order = { live: 0, upcoming: 1, finished: 2 } as const;
  const sorted = [...promotions].sort(
    (a, b) => order[a.status] - order[b.status] || a.startsAt.localeCompare(b.startsAt),
  );
  return { promotions: sorted.map((promotion) => summaryOf(promotion, refs, input)) };
}

async function myPrizes(
  db: DbExecutor,
  input: { playerId: string; promotionCode: string },
): Promise<NetworkPrize[]> {
  const rows = await db
    .select({
      amount: networkPromotionCredits.amount,
      currency: networkPromotionCredits.currency,
      kind: networkPromotionCredits.kind,
      place: networkPromotionCredits.place,
      createdAt: networkPromotionCredits.createdAt,
    })
    .from(networkPromotionCredits)
    .where(
      and(
        eq(networkPromotionCredits.playerId, input.playerId),
        eq(networkPromotionCredits.promotionCode, input.promotionCode),
      ),
    )
    .orderBy(desc(networkPromotionCredits.createdAt))
    .limit(100);
  return rows.map((row) => ({
    amountMinor: row.amount.toString(),
    currency: row.currency,
    kind: row.kind,
    place: row.place,
    creditedAt: row.createdAt.toISOString(),
  }));
}

/** The detail page: terms, drop table or race prizes, recent winners, and the player's own prizes. */
export async function networkPromotionView(
  db: DbExecutor,
  promotion: ProviderPromotion,
  input: { currency: string; locale: Locale; playerId: string | null },
): Promise<NetworkPromotionData> {
  const refs = await gamesOf(db, [promotion]);
  return {
    ...summaryOf(promotion, refs, input),
    drops:
      promotion.drops?.map((line) => ({
        ...line,
        amountMinor: inCurrency(line.amountMinor, input.currency),
      })) ?? null,
    prizesMinor: promotion.prizesMinor?.map((amount) => inCurrency(amount, input.currency)) ?? null,
    seedHash: promotion.seedHash ?? null,
    seed: promotion.seed ?? null,
    winners: promotion.winners.map((winner) => ({
      ...winner,
      amountMinor: inCurrency(winner.amountMinor, input.currency),
    })),
    myPrizes: input.playerId
      ? await myPrizes(db, { playerId: input.playerId, promotionCode: promotion.code })
      : null,
  };
}

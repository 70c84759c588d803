import {
  providerNetworkPromotionsSchema,
  type ProviderNetworkPromotion,
} from '@casino/contract/network-promotions';
import type { FastifyBaseLogger } from 'fastify';
import type { GameProviderConfig } from '../../config';
import { callProvider } from '../games/provider-client/provider-client';

export interface ProviderPromotion extends ProviderNetworkPromotion {
  provider: string;
}

const cacheMs = 60_000;

/**
 * The network promotions of every provider (POST {url}/promotions, signed), read at most once a
 * minute per instance: the pages are read by every visitor, the lists change slowly. A provider that
 * runs none, does not answer or answers a list that does not validate adds nothing; the last good list
 * is kept while it is down.
 */
export function createPromotionLists(options: {
  providers: GameProviderConfig[];
  now: () => Date;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  let cached: { at: number; promotions: ProviderPromotion[] } | null = null;
  let loading: Promise<ProviderPromotion[]> | null = null;

  async function fetchAll(): Promise<ProviderPromotion[]> {
    const lists = await Promise.all(
      options.providers.map(async (provider) => {
        try {
          const answer = await callProvider(
            provider,
            '/promotions',
            {},
            { timeoutMs: options.timeoutMs ?? 3_000 },
          );
          const parsed = providerNetworkPromotionsSchema.parse(answer);
          return parsed.promotions.map((promotion) => ({ ...promotion, provider: provider.code }));
        } catch (error) {
          options.log.info(
            { provider: provider.code, err: (error as Error).message },
            'no network promotions',
          );
          return null;
        }
      }),
    );
    if (lists.some((list) => list === null) && cached) {
      // Keep a provider's last good list while it does not answer.
      const failed = new Set(
        options.providers.filter((_, index) => lists[index] === null).map((p) => p.code),
      );
      return [
        ...lists.flatMap((list) => list ?? []),
        ...cached.promotions.filter((p) => failed.has(p.provider)),
      ];
    }
    return lists.flatMap((list) => list ?? []);
  }

  return {
    async list(): Promise<ProviderPromotion[]> {
      const now = options.now().getTime();
      if (cached && now - cached.at < cacheMs) return cached.promotions;
      loading ??= fetchAll()
        .then((promotions) => {
          cached = { at: options.now().getTime(), promotions };
          return promotions;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
  };
}
export type PromotionLists = ReturnType<typeof createPromotionLists>;

// The operator's limits and margin: kept in the database, changed from the back office through the
// platform's signed calls, read again by every instance on a short timer. Until an operator saves,
// the configured ones (the environment's) apply. Placement reads the limits from the deps, the feed
// reads the margin from the pricing object, so a change reaches the next ticket and the next prices;
// a placed ticket keeps the odds (and the margin) it was placed at.
import type { SportsbookSettings, SportsbookSettingsBody } from '@casino/contract/sportsbook-settings';
import type { SportsbookDatabase } from '../db/client.js';
import { currencyLimits, pricingSettings } from '../db/schema.js';
import type { PricingOptions } from '../markets/market.js';
import type { CurrencyLimits } from '../placement/check-ticket.js';

export type LimitsByCurrency = Readonly<Record<string, CurrencyLimits>>;

/** Where the settings take effect: the ticket deps' limits, the feed's pricing. */
export interface SettingsTargets {
  deps: { limits: LimitsByCurrency };
  pricing: PricingOptions;
}

export class UnsupportedCurrencyError extends Error {
  override name = 'UnsupportedCurrencyError';
}

export const basisPointsOf = (margin: number) => Math.round(margin * 10_000);

export class OperatorSettings {
  private updatedAt: Date | null = null;

  constructor(
    private readonly db: SportsbookDatabase,
    /** The configured limits (every currency the sportsbook takes) and margin: the defaults. */
    private readonly defaults: { limits: LimitsByCurrency; margin: number },
    private readonly targets: SettingsTargets,
  ) {}

  /** The settings in force on this instance, in the contract's shape. */
  current(): SportsbookSettings {
    return {
      marginBasisPoints: basisPointsOf(this.targets.pricing.margin),
      currencies: Object.entries(this.targets.deps.limits).map(([currency, limits]) => ({
        currency,
        minStake: String(limits.minStake),
        maxStake: String(limits.maxStake),
        maxPayout: String(limits.maxPayout),
      })),
      updatedAt: this.updatedAt?.toISOString() ?? null,
    };
  }

  /** Reads the saved settings and puts them in force (the defaults where nothing is saved). */
  async reload(): Promise<void> {
    const [pricing] = await this.db.select().from(pricingSettings);
    const saved = await this.db.select().from(currencyLimits);
    const limits: Record<string, CurrencyLimits> = {};
    for (const [currency, configured] of Object.entries(this.defaults.limits)) {
      const row = saved.find((entry) => entry.currency === currency);
      limits[currency] = row
        ? {
            ...configured,
            minStake: row.minStakeMinor,
            maxStake: row.maxStakeMinor,
            maxPayout: row.maxPayoutMinor,
          }
        : configured;
    }
    this.targets.deps.limits = limits;
    this.targets.pricing.margin = pricing ? pricing.marginBasisPoints / 10_000 : this.defaults.margin;
    const times = [pricing?.updatedAt, ...saved.map((row) => row.updatedAt)].filter(
      (at): at is Date => at instanceof Date,
    );
    this.updatedAt = times.length ? new Date(Math.max(...times.map((at) => at.getTime()))) : null;
  }

  /**
   * Saves an operator's change (already validated: min <= max, margin in range) in one transaction and
   * puts it in force here; the other instances follow on their next reload. A currency the sportsbook
   * does not take is refused and nothing changes.
   */
  async update(body: SportsbookSettingsBody, now: Date): Promise<SportsbookSettings> {
    const unknown = body.currencies.find((entry) => !this.defaults.limits[entry.currency]);
    if (unknown) throw new UnsupportedCurrencyError(unknown.currency);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(pricingSettings)
        .values({ id: 1, marginBasisPoints: body.marginBasisPoints, updatedAt: now })
        .onConflictDoUpdate({
          target: pricingSettings.id,
          set: { marginBasisPoints: body.marginBasisPoints, updatedAt: now },
        });
      for (const entry of body.currencies) {
        const row = {
          minStakeMinor: BigInt(entry.minStake),
          maxStakeMinor: BigInt(entry.maxStake),
          maxPayoutMinor: BigInt(entry.maxPayout),
          updatedAt: now,
        };
        await tx
          .insert(currencyLimits)
          .values({ currency: entry.currency, ...row })
          .onConflictDoUpdate({ target: currencyLimits.currency, set: row });
      }
    });
    await this.reload();
    return this.current();
  }
}

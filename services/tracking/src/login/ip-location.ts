import { isIP } from 'node:net';
import { UNKNOWN_LOCATION } from './login-record.entity.js';

export interface IpLocation {
  location: string;
  country: string | null;
  city: string | null;
}

function isPrivate(ip: string): boolean {
  if (ip === '::1' || ip.startsWith('127.') || ip.startsWith('10.') || ip.startsWith('192.168.')) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(ip)) return true;
  const lower = ip.toLowerCase();
  return lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}

/**
 * Where an address is. No geolocation database ships with the product (and no outside service is called from
 * a worker), so local and private addresses, and every address until a resolver is configured, are
 * 'Unknown location' as the spec's tracking table shows.
 */
export function locateIp(ip: string): IpLocation {
  if (!isIP(ip) || isPrivate(ip)) return { location: UNKNOWN_LOCATION, country: null, city: null };
  return { location: UNKNOWN_LOCATION, country: null, city: null };
}

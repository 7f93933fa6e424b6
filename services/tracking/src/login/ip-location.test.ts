import { describe, expect, it } from 'vitest';
import { locateIp } from './ip-location.js';

const UNKNOWN = { location: 'Unknown location', country: null, city: null };

describe('IP location (offline DB-IP City Lite database)', () => {
  it('names the city and country of public IPv4 and IPv6 addresses', async () => {
    expect(await locateIp('81.2.69.142')).toEqual({
      location: 'London, United Kingdom',
      country: 'United Kingdom',
      city: 'London',
    });
    expect(await locateIp('1.1.1.1')).toEqual({
      location: 'Sydney, Australia',
      country: 'Australia',
      city: 'Sydney',
    });
    // IPv4 seen through an IPv6 socket is the IPv4 address.
    expect((await locateIp('::ffff:81.2.69.142')).city).toBe('London');
    const v6 = await locateIp('2606:4700:4700::1111');
    expect(v6.country).not.toBeNull();
    expect(v6.location).toBe(`${v6.city}, ${v6.country}`);
  });

  it("answers 'Unknown location' for private, reserved and unknown addresses and for anything else", async () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '127.0.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '203.0.113.9',
      '::1',
      'fd12:3456::1',
      'fe80::1',
      '2001:db8::1',
      '::ffff:10.0.0.1',
      'unknown',
      '',
      '999.1.1.1',
    ])
      expect(await locateIp(ip), ip).toEqual(UNKNOWN);
  });
});

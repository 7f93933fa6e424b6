import { describe, expect, it } from 'vitest';
import { locateIp } from './ip-location.js';
import { describeUserAgent } from './user-agent.js';

describe('login record details', () => {
  it('names browser and device from the user agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', device: 'Mobile · iOS' });
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({
      browser: 'Firefox 121',
      device: 'Desktop · Windows',
    });
  });
  it("falls back to the spec's unknown values", async () => {
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown browser', device: 'Unknown device' });
    expect((await locateIp('127.0.0.1')).location).toBe('Unknown location');
    expect((await locateIp('not an ip')).location).toBe('Unknown location');
  });
});

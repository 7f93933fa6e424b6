import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';

describe('contentSecurityPolicy', () => {
  it('lets the page connect only to itself, plus the basemap origin when MAP_TILES_URL names one (issue 24 §3)', () => {
    expect(contentSecurityPolicy('http://localhost:4000')['connect-src']).toEqual([
      "'self'",
      'ws://localhost:4000',
    ]);
    expect(
      contentSecurityPolicy('https://koala.example', null, 'https://tiles.example.com/v1/planet.pmtiles')[
        'connect-src'
      ],
    ).toEqual(["'self'", 'wss://koala.example', 'https://tiles.example.com']);
  });
});

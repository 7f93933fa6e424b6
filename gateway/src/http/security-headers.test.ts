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

  it('allows Stripe.js, its API and its frames only when the app pays through Stripe (issue 25 §5)', () => {
    const demo = contentSecurityPolicy('http://localhost:4000');
    expect(JSON.stringify(demo)).not.toContain('stripe');
    expect(demo['frame-src']).toBeUndefined();
    const stripe = contentSecurityPolicy('https://koala.example', null, null, true);
    expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(stripe['connect-src']).toEqual(["'self'", 'wss://koala.example', 'https://api.stripe.com']);
    expect(stripe['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });
});

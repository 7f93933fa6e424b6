import { describe, expect, it } from 'vitest';
import { bestLanguage, visitorLocale } from './visitor-locale.js';

describe('bestLanguage (Accept-Language)', () => {
  it('takes the range with the highest weight, not the first one listed', () => {
    expect(bestLanguage('en;q=0.5, fr;q=0.9, de;q=0.7')).toBe('fr');
    expect(bestLanguage('es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('es');
  });

  it('keeps the listed order between equal weights', () => {
    expect(bestLanguage('de, fr')).toBe('de');
    expect(bestLanguage('fr;q=0.8, de;q=0.8')).toBe('fr');
  });

  it('matches a regional or scripted tag on its language (de-AT is German, zh-Hant-TW Chinese)', () => {
    expect(bestLanguage('de-AT')).toBe('de');
    expect(bestLanguage('DE-ch;q=1.0')).toBe('de');
    expect(bestLanguage('zh-Hant-TW,zh;q=0.9')).toBe('zh');
  });

  it('skips languages we do not have, in favour of one we have further down', () => {
    expect(bestLanguage('ja-JP, it;q=0.9, fr;q=0.3')).toBe('fr');
  });

  it('answers English for an unknown, empty, wildcard or absent header', () => {
    expect(bestLanguage('ja, ko;q=0.8')).toBe('en');
    expect(bestLanguage('')).toBe('en');
    expect(bestLanguage(undefined)).toBe('en');
    expect(bestLanguage('*')).toBe('en');
    expect(bestLanguage('garbage;;;,,=')).toBe('en');
  });

  it('treats q=0 as "not this one" and ignores an entry whose weight is malformed', () => {
    expect(bestLanguage('fr;q=0, de;q=0.1')).toBe('de');
    expect(bestLanguage('fr;q=2, es;q=abc, de;q=0.001')).toBe('de');
    expect(bestLanguage('fr;q=0.0000')).toBe('en');
  });
});

describe('visitorLocale', () => {
  it("uses the menus' cookies first, whatever the browser asks for", () => {
    expect(
      visitorLocale({
        cookie: 'koala.sid=abc; koalarent_lang=zh; koalarent_currency=EUR',
        'accept-language': 'de-DE,de;q=0.9',
      }),
    ).toEqual({ language: 'zh', currency: 'EUR', displayCurrency: 'EUR', timeZone: 'UTC' });
  });

  it('falls back to Accept-Language for the language, and to no currency, without a usable cookie', () => {
    expect(visitorLocale({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).toEqual({
      language: 'de',
      currency: null,
      displayCurrency: 'EUR',
      timeZone: 'UTC',
    });
    expect(
      visitorLocale({ cookie: 'koalarent_lang=xx; koalarent_currency=JPY', 'accept-language': 'es' }),
    ).toEqual({ language: 'es', currency: null, displayCurrency: 'EUR', timeZone: 'UTC' });
    expect(visitorLocale({})).toEqual({
      language: 'en',
      currency: null,
      displayCurrency: 'USD',
      timeZone: 'UTC',
    });
    // The web app's default for en-GB, as navigator.language would give it.
    expect(visitorLocale({ 'accept-language': 'en-GB,en;q=0.8' }).displayCurrency).toBe('GBP');
  });

  it('writes dates in the zone the web app reported, and in UTC for anything this runtime does not know', () => {
    expect(visitorLocale({ cookie: 'koalarent_tz=Europe%2FBerlin' }).timeZone).toBe('Europe/Berlin');
    expect(visitorLocale({ cookie: 'koalarent_tz=America/New_York' }).timeZone).toBe('America/New_York');
    expect(visitorLocale({ cookie: 'koalarent_tz=Mars/Olympus' }).timeZone).toBe('UTC');
    expect(visitorLocale({ cookie: `koalarent_tz=${'A'.repeat(200)}` }).timeZone).toBe('UTC');
    expect(visitorLocale({ cookie: 'koalarent_tz=<script>' }).timeZone).toBe('UTC');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../shared/i18n/i18n';
import { loginNotice, registrationNotice } from './sign-in-messages';

const en = i18n.getFixedT('en');
const de = i18n.getFixedT('de');
beforeAll(async () => {
  // Fetches the German strings, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

describe('loginNotice', () => {
  it("welcomes a first sign-in by name, not with 'Welcome back'", () => {
    expect(loginNotice({ fullName: 'Kim Koala', username: 'kim', firstSignIn: true }, en)).toEqual({
      title: 'Login successful',
      description: 'Welcome to KoalaRent, Kim Koala!',
    });
    expect(loginNotice({ fullName: ' ', username: 'kim', firstSignIn: true }, en).description).toBe(
      'Welcome to KoalaRent, kim!',
    );
    expect(loginNotice({ fullName: 'Kim Koala', firstSignIn: true }, de).description).toBe(
      'Willkommen bei KoalaRent, Kim Koala!',
    );
  });

  it("says 'Welcome back!' to a returning member, and when the server did not say", () => {
    for (const firstSignIn of [false, null, undefined])
      expect(loginNotice({ fullName: 'Kim Koala', username: 'kim', firstSignIn }, en)).toEqual({
        title: 'Login successful',
        description: 'Welcome back!',
      });
    expect(loginNotice({ fullName: 'Kim Koala', firstSignIn: false }, de).description).toBe(
      'Willkommen zurück!',
    );
  });
});

describe('registrationNotice', () => {
  it("keeps the spec's title and says to verify the e-mail before signing in", () => {
    const notice = registrationNotice(en);
    expect(notice.title).toBe('Registration successful');
    expect(notice.description).toMatch(/^Welcome to KoalaRent! .*verify your account before signing in/);
    expect(registrationNotice(de).description).toMatch(/E-Mail.*bevor du dich anmeldest/);
  });
});

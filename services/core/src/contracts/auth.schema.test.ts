import { describe, expect, it } from 'vitest';
import { AdminLoginInput, fieldErrorsOf, LoginInput, RegisterForm, RegisterInput } from './auth.schema.js';

const valid = { fullName: 'Ann Lee', username: 'annlee', email: 'ann@example.com', password: 'secret1' };

function errors(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe('auth schemas (spec §5)', () => {
  it('accepts a valid registration and normalises an empty phone to null', () => {
    const r = RegisterInput.parse({ ...valid, phone: '' });
    expect(r.phone).toBeNull();
    expect(RegisterInput.parse({ ...valid, phone: '+1 (555) 010-0100' }).phone).toBe('+1 (555) 010-0100');
  });

  it('gives every spec message for a bad registration', () => {
    expect(
      errors(RegisterForm, {
        fullName: 'A',
        username: 'ab',
        email: 'x@',
        password: '12345',
        confirmPassword: 'nope',
      }),
    ).toEqual({
      fullName: 'Full name must be at least 2 characters',
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('says "Passwords don\'t match" on confirmPassword', () => {
    expect(errors(RegisterForm, { ...valid, confirmPassword: 'other12' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('trims names but counts what is left', () => {
    expect(errors(RegisterInput, { ...valid, fullName: '  A  ' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
    });
  });

  it('validates login and admin login', () => {
    expect(errors(LoginInput, { email: 'bad', password: '1' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(LoginInput.parse({ email: 'a@b.co', password: '123456', rememberMe: true }).rememberMe).toBe(true);
    expect(errors(AdminLoginInput, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects usernames with spaces or symbols', () => {
    expect(errors(RegisterInput, { ...valid, username: 'ann lee' }).username).toMatch(/letters, numbers/);
  });
});

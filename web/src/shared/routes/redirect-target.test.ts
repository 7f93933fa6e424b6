import { describe, expect, it } from 'vitest';
import { currentPath, resolveAuthTarget, sanitizeRedirectPath } from './redirect-target';

describe('sanitizeRedirectPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(sanitizeRedirectPath('/item/3?rent=true#top')).toBe('/item/3?rent=true#top');
    expect(sanitizeRedirectPath('/')).toBe('/');
    expect(sanitizeRedirectPath('  /my-rentals ')).toBe('/my-rentals');
  });

  it.each([
    null,
    undefined,
    '',
    'item/3',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/foo\nbar',
    '/foo\u0000',
  ])('rejects %j', (value) => {
    expect(sanitizeRedirectPath(value)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sanitizeRedirectPath('/a/../b')).toBe('/b');
    expect(sanitizeRedirectPath('/../../etc')).toBe('/etc');
  });
});

describe('resolveAuthTarget', () => {
  const target = (query: string) => resolveAuthTarget(new URLSearchParams(query));

  it('defaults to home', () => {
    expect(target('')).toBe('/');
    expect(target('register=true')).toBe('/');
  });

  it('prefers returnTo, then redirectTo', () => {
    expect(target('returnTo=/item/1&redirectTo=/my-rentals')).toBe('/item/1');
    expect(target('redirectTo=%2Fmy-rentals')).toBe('/my-rentals');
  });

  it('maps the named redirects', () => {
    expect(target('redirect=list-item')).toBe('/list-item');
    expect(target('redirect=profile')).toBe('/profile');
    expect(target('redirect=toString')).toBe('/');
  });

  it('ignores unsafe targets', () => {
    expect(target('returnTo=https://evil.example')).toBe('/');
    expect(target('returnTo=//evil.example&redirect=profile')).toBe('/profile');
  });
});

describe('currentPath', () => {
  it('joins path, search and hash', () => {
    expect(currentPath({ pathname: '/item/2', search: '?rent=true', hash: '#x' })).toBe(
      '/item/2?rent=true#x',
    );
    expect(currentPath({ pathname: '/', search: '' })).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { webRoutes } from './web-routes.js';

const routes = webRoutes({
  paths: [
    '/',
    '/item/:id',
    '/item/:id/calendar',
    '/edit-item/:id',
    '/admin',
    '/messages',
    '/messages/:ownerId',
  ],
  indexable: ['/'],
  private: ['/item/:id/calendar', '/edit-item/:id', '/admin', '/messages', '/messages/:ownerId'],
});

describe('webRoutes', () => {
  it('takes a private page below a public one as private, and leaves the public one alone', () => {
    expect(routes.isPrivate('/item/7/calendar')).toBe(true);
    expect(routes.isPrivate('/ITEM/7/Calendar/')).toBe(true);
    expect(routes.isPrivate('/item/7')).toBe(false);
    expect(routes.isPrivate('/item')).toBe(false);
  });

  it('takes whatever is under a private page as private', () => {
    expect(routes.isPrivate('/admin')).toBe(true);
    expect(routes.isPrivate('/admin/users')).toBe(true);
    expect(routes.isPrivate('/administrator')).toBe(false);
    expect(routes.isPrivate('/messages/12')).toBe(true);
    expect(routes.isPrivate('/edit-item/3')).toBe(true);
    expect(routes.isPrivate('/')).toBe(false);
  });

  it('writes robots rules with wildcards for inner parameters and none for trailing ones', () => {
    expect(routes.robotsDisallow).toEqual(['/item/*/calendar', '/edit-item', '/admin', '/messages']);
  });
});

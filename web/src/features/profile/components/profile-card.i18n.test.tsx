import { afterAll, describe, expect, it } from 'vitest';
import { loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { ProfileCard, type ProfileUser } from './profile-card';

const USER = {
  __typename: 'User',
  id: 7,
  username: 'olivia',
  fullName: 'Olivia Chen',
  email: null,
  phone: null,
  profileImage: null,
  isVerified: true,
  identityVerified: false,
  rating: 4.25,
  reviewCount: 3,
  koalaRank: 'junior',
  itemsListed: 2,
  itemsRented: 1250,
  createdAt: '2026-11-15T12:00:00.000Z',
} as unknown as ProfileUser;

/** The profile card as the browser first receives it, its text without markup. */
function renderCard(): string {
  return renderText(<ProfileCard user={USER} own={false} itemsListed={2} />);
}

afterAll(() => switchLanguage('en'));

describe('the profile card in another language', () => {
  it('renders in English first, then in Spanish after switchLanguage("es")', async () => {
    await loadNamespaces('profile');
    const english = renderCard();
    expect(english).toContain('Junior Koala');
    expect(english).toContain('E-mail verified');
    expect(english).not.toContain('ID verified');
    expect(english).toContain('Rating 4.3');
    expect(english).toContain('(3 reviews)');
    expect(english).toContain('Joined November 2026');
    expect(english).toContain('Items Rented 1,250');
    expect(english).toContain('Member Since Nov 2026');

    await switchLanguage('es');
    const spanish = renderCard();
    expect(spanish).toContain('Koala Júnior');
    expect(spanish).toContain('Correo verificado');
    expect(spanish).toContain('Valoración 4,3');
    expect(spanish).toContain('(3 reseñas)');
    expect(spanish).toContain('Se unió en noviembre de 2026');
    expect(spanish).toContain('Artículos alquilados 1250');
    expect(spanish).toContain('Miembro desde nov 2026');
    expect(spanish).toContain('Contactar');
    expect(spanish).not.toContain('Items Rented');
  });
});

describe('a member nobody has reviewed (issue 27: unrated is not badly rated)', () => {
  it("shows 'New' instead of a star and 0.0", async () => {
    await switchLanguage('en');
    await loadNamespaces('profile');
    const unrated = { ...USER, rating: 0, reviewCount: 0 } as ProfileUser;
    const text = renderText(<ProfileCard user={unrated} own={false} itemsListed={2} />);
    expect(text).toContain('New No reviews yet');
    expect(text).not.toContain('Rating 0.0');
    expect(text).not.toContain('(0 reviews)');
  });
});

describe('the two verifications (issue 26 §1)', () => {
  it("says which was checked: 'E-mail verified' from isVerified, 'ID verified' from identityVerified", async () => {
    await switchLanguage('en');
    await loadNamespaces('profile');
    const both = { ...USER, identityVerified: true } as ProfileUser;
    expect(renderText(<ProfileCard user={both} own={false} itemsListed={2} />)).toContain(
      'E-mail verified ID verified',
    );
    const idOnly = { ...USER, isVerified: false, identityVerified: true } as ProfileUser;
    const text = renderText(<ProfileCard user={idOnly} own={false} itemsListed={2} />);
    expect(text).toContain('ID verified');
    expect(text).not.toContain('E-mail verified');
    const neither = { ...USER, isVerified: false } as ProfileUser;
    expect(renderText(<ProfileCard user={neither} own={false} itemsListed={2} />)).not.toMatch(/verified/i);
  });
});

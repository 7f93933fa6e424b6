import { randomBytes } from 'node:crypto';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { OAuthAccount, type OAuthProvider } from '../oauth-account.entity.js';
import { User } from '../user.entity.js';

/** What a social provider tells us about the person, after the code exchange. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  username: string | null;
  picture: string | null;
}

/**
 * The account behind a social sign-in: the one linked to this provider identity, else the one with the same
 * provider-verified e-mail (then linked), else a new verified account. A locked account is refused.
 */
export async function signInWithProvider(
  em: EntityManager,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<User> {
  const user = await findOrCreateProviderUser(em, provider, profile);
  if (user.isLocked) throw new DomainError(ErrorCode.AccountLocked);
  return user;
}

async function findOrCreateProviderUser(
  em: EntityManager,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<User> {
  const link = await em.findOne(
    OAuthAccount,
    { provider, providerUserId: profile.id },
    { populate: ['user'] },
  );
  if (link) return link.user.getEntity();
  // Only an address the provider has verified is trusted: to link, and as the new account's e-mail.
  const trustedEmail = profile.email && profile.emailVerified ? profile.email.toLowerCase() : null;
  return em.transactional(async (tx) => {
    let user = trustedEmail ? await tx.findOne(User, { email: trustedEmail }) : null;
    if (!user) {
      const base =
        (profile.username ?? profile.name)
          .toLowerCase()
          .replace(/[^a-z0-9_.-]/g, '')
          .slice(0, 20) || provider;
      let username = base.length >= 3 ? base : `${base}${provider}`;
      while (await tx.count(User, { username: { $ilike: username } }))
        username = `${base}-${randomBytes(2).toString('hex')}`;
      user = tx.create(User, {
        username,
        fullName: profile.name.slice(0, 100),
        // Without a verified address (X never shares one) the account gets a non-deliverable placeholder the
        // member can change later; the provider has vouched for the identity either way.
        email: trustedEmail ?? `${provider}-${profile.id}@users.invalid`.toLowerCase(),
        profileImage: profile.picture,
        isVerified: true,
        emailVerifiedAt: trustedEmail ? new Date() : null,
      });
    }
    tx.create(OAuthAccount, { user, provider, providerUserId: profile.id });
    return user;
  });
}

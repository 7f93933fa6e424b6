import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ItemMessages, ProfileInput } from '../../contracts/item.schema.js';
import type { EntityManager } from '../../db/orm.js';
import type { CatalogViewer } from '../../item/item.queries.js';
import { isRowId, USER_NOT_FOUND } from '../../item/item.queries.js';
import { User } from '../user.entity.js';

function given(raw: unknown, key: string): boolean {
  return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)[key] !== undefined;
}

/**
 * Edits a member's profile (spec §5: fullName at least 2, phone optional); the member themself or an admin.
 * A field left out keeps its value (the spec's PUT sends only fullName and phone), null clears it. A profile
 * image must be one of the member's own uploads, which is then marked as used.
 */
export async function updateProfile(
  em: EntityManager,
  actor: CatalogViewer,
  userId: number,
  raw: unknown,
): Promise<User> {
  const input = parseInput(ProfileInput, raw);
  return em.transactional(async (tx) => {
    const user = isRowId(userId) ? await tx.findOne(User, { id: userId }) : null;
    if (!user) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
    if (actor.id !== user.id && actor.role !== 'admin')
      throw new DomainError(ErrorCode.Forbidden, { message: 'You can only edit your own profile.' });
    user.fullName = input.fullName;
    if (given(raw, 'phone')) user.phone = input.phone;
    if (given(raw, 'profileImage') && input.profileImage !== user.profileImage) {
      if (input.profileImage) {
        const rows: { id: string }[] = await tx.getConnection().execute(
          `select u.id from uploads u cross join lateral jsonb_array_elements(u.variants) v
              where u.owner_id = ? and not u.private and v->>'url' = ? limit 1`,
          [user.id, input.profileImage],
          'all',
          tx.getTransactionContext(),
        );
        const upload = rows[0];
        if (!upload)
          throw new DomainError(ErrorCode.ValidationFailed, {
            message: ItemMessages.imageUrl,
            fieldErrors: { profileImage: ItemMessages.imageUrl },
          });
        await tx
          .getConnection()
          .execute(
            'update uploads set attached_at = now() where id = ? and attached_at is null',
            [upload.id],
            'run',
            tx.getTransactionContext(),
          );
      }
      user.profileImage = input.profileImage;
    }
    await tx.flush();
    return user;
  });
}

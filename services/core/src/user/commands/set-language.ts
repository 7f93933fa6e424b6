import { parseInput } from '../../commands/parse-input.js';
import { LanguageInput } from '../../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { LanguageCode } from '../../contracts/i18n.js';
import type { EntityManager } from '../../db/orm.js';
import { isRowId, USER_NOT_FOUND } from '../../item/item.queries.js';
import { User } from '../user.entity.js';

/** Stores the language a member chose in the header; the e-mails sent to them from now on are written in it. */
export async function setMemberLanguage(
  em: EntityManager,
  userId: number,
  raw: unknown,
): Promise<LanguageCode> {
  const { language } = parseInput(LanguageInput, raw);
  const changed = isRowId(userId)
    ? await em.nativeUpdate(User, { id: userId }, { language, updatedAt: new Date() })
    : 0;
  if (changed === 0) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
  return language;
}

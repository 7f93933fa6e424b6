import { LockMode } from '@mikro-orm/core';
import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { IdentityCheckMessages, SubmitIdentityCheckBody } from '../../contracts/identity-check.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { run, sql } from '../../db/sql.js';
import { User } from '../../user/user.entity.js';
import { IdentityCheck } from '../identity-check.entity.js';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * A member submits an identity check (issue 26 §1): one or two photos of a document and a selfie, each a private
 * upload of theirs not yet used (`POST /api/uploads?private=true`). Refused while a check waits for an admin or once
 * verified (CONFLICT); allowed again after a rejection. The uploads are marked attached in the same transaction, so
 * the clean-up of abandoned uploads leaves them to the 30-day deletion after the decision.
 */
export async function submitIdentityCheck(
  em: EntityManager,
  member: { id: number },
  raw: unknown,
): Promise<IdentityCheck> {
  const input = parseInput(SubmitIdentityCheckBody, raw);
  const ids = [...input.documentUploadIds, input.selfieUploadId];
  try {
    return await em.fork().transactional(async (tx) => {
      // The member's row lock orders two submissions at once; the partial unique index backs it.
      const user = await tx.findOne(User, { id: member.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError(ErrorCode.Unauthenticated);
      if (user.identityVerified)
        throw new DomainError(ErrorCode.Conflict, { message: IdentityCheckMessages.alreadyVerified });
      const waiting = await tx.count(IdentityCheck, { user: member.id, status: 'submitted' });
      if (waiting > 0)
        throw new DomainError(ErrorCode.Conflict, { message: IdentityCheckMessages.alreadySubmitted });
      const usable = await sql<{ id: string }>(
        tx,
        `select id from uploads
          where id in (select (jsonb_array_elements_text(?::jsonb))::uuid) and owner_id = ? and private and attached_at is null
          for update`,
        [JSON.stringify(ids), member.id],
      );
      if (usable.length !== ids.length)
        throw new DomainError(ErrorCode.ValidationFailed, {
          message: IdentityCheckMessages.upload,
          fieldErrors: { documentUploadIds: IdentityCheckMessages.upload },
        });
      await run(
        tx,
        'update uploads set attached_at = now() where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)',
        [JSON.stringify(ids)],
      );
      const check = tx.create(IdentityCheck, {
        user: tx.getReference(User, member.id),
        documentUploadIds: input.documentUploadIds,
        selfieUploadId: input.selfieUploadId,
      });
      await tx.flush();
      return check;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(ErrorCode.Conflict, { message: IdentityCheckMessages.alreadySubmitted });
    throw error;
  }
}

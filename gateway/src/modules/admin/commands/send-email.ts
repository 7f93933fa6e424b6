import {
  AdminEmailInput,
  AuditTargetType,
  DomainError,
  type EntityManager,
  ErrorCode,
  isRowId,
  type Logger,
  parseInput,
  recordAudit,
  USER_NOT_FOUND,
  User,
} from '@koalarent/core';
import {
  escapeHtml,
  type Mailer,
  mailLanguage,
  mailText,
  type OutgoingMail,
} from '@koalarent/messaging/email';
import type { Viewer } from '../../../context.js';

/**
 * The admin's words as they typed them: plain text, and the same text escaped into paragraphs for HTML readers,
 * signed off in the member's language (the admin writes in whatever language they choose).
 */
function adminEmail(to: string, subject: string, body: string, language: unknown = 'en'): OutgoingMail {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const signOff = mailText(mailLanguage(language), 'signOff');
  return {
    to,
    subject,
    text: `${body}\n\n${signOff}`,
    html: `<!doctype html><html><body>${paragraphs}\n<p>${escapeHtml(signOff)}</p></body></html>`,
  };
}

/**
 * An admin writes to a member by e-mail (the Users table's "Send email"). The audit row is written first and the
 * mail sent before its transaction commits: a mail that could not be sent leaves no row claiming it was.
 */
export async function adminSendEmail(
  em: EntityManager,
  mailer: Mailer,
  logger: Logger,
  actor: Viewer,
  userId: number,
  raw: unknown,
): Promise<void> {
  const input = parseInput(AdminEmailInput, raw);
  if (!isRowId(userId)) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: userId });
    if (!user) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
    recordAudit(tx, {
      actorId: actor.id,
      action: 'user.email',
      targetType: AuditTargetType.User,
      targetId: user.id,
      before: null,
      after: { to: user.email, subject: input.subject, body: input.body },
    });
    await tx.flush();
    try {
      await mailer.send(adminEmail(user.email, input.subject, input.body, user.language));
    } catch (error) {
      // The mail server refused or did not answer: the caller may retry; nothing was recorded.
      logger.error({ err: error, userId: user.id }, 'admin e-mail could not be sent');
      throw new DomainError(ErrorCode.ServiceUnavailable, {
        message: 'The e-mail could not be sent. Please try again in a moment.',
      });
    }
  });
}

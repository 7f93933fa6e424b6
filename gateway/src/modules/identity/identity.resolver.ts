import {
  type AdminIdentityCheckRow,
  adminIdentityChecks,
  DomainError,
  decideIdentityCheck,
  ErrorCode,
  IDENTITY_CHECK_STATUSES,
  IDENTITY_CHECKS_PAGE_MAX,
  type IdentityCheck,
  IdentityCheckMessages,
  type IdentityCheckStatus,
  myIdentityCheck,
  privateLinkSecret,
  publishRealtime,
  signPrivateUploadLink,
  submitIdentityCheck,
  User,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { assertRole } from '../accounts/auth.guards.js';
import { adminMailer } from '../admin/admin-mailer.js';
import {
  AdminIdentityCheckView,
  IdentityCheckView,
  MyIdentityCheckView,
  SubmitIdentityCheckInputGql,
} from './identity.types.js';
import { identityDecisionMail } from './identity-mails.js';

function toView(check: IdentityCheck): IdentityCheckView {
  return {
    id: check.id,
    status: check.status,
    reason: check.reason,
    decidedAt: check.decidedAt,
    createdAt: check.createdAt,
  };
}

/** The queue's row with five-minute signed links to the photos in place of their upload ids. */
function toAdminView(row: AdminIdentityCheckRow, secret: Buffer): AdminIdentityCheckView {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
    userId: row.userId,
    username: row.username,
    fullName: row.fullName,
    documentUrls: row.documentUploadIds?.map((id) => signPrivateUploadLink(secret, id)) ?? null,
    selfieUrl: row.selfieUploadId ? signPrivateUploadLink(secret, row.selfieUploadId) : null,
    decidedById: row.decidedById,
  };
}

/** The admins' live Identity queue: the id of each check submitted or decided, on every gateway (Redis pub/sub). */
const IDENTITY_CHECKS_CHANGED_TOPIC = 'admin.identity_checks_changed';

interface IdentityCheckChangedPublication {
  checkId: number;
}

/** Tells every admin's open Identity tab; the check is committed, so a pub/sub hiccup is no error of the caller's. */
function announce(ctx: GatewayContext, checkId: number): Promise<void> {
  const payload: IdentityCheckChangedPublication = { checkId };
  return publishRealtime(
    ctx.deps.redis,
    ctx.deps.config.REDIS_PREFIX,
    IDENTITY_CHECKS_CHANGED_TOPIC,
    payload,
  ).catch(() => undefined);
}

/** Issue 26 §1: identity checks and the admins' Identity queue; also at /api/identity-checks (REST rows). */
@Resolver()
export class IdentityResolver {
  @Authorized()
  @Mutation(() => IdentityCheckView, {
    description:
      'Submits an identity check: private uploads of a document (front, optional back) and a selfie. BAD_USER_INPUT with field errors (an upload that is not my unused private upload among them); CONFLICT while one waits or once verified',
  })
  async submitIdentityCheck(
    @Arg('input', () => SubmitIdentityCheckInputGql) input: SubmitIdentityCheckInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<IdentityCheckView> {
    // type-graphql hands over a class instance; the shared schema reads a plain body.
    const check = await submitIdentityCheck(ctx.em, viewer, { ...input });
    await announce(ctx, check.id);
    return toView(check);
  }

  @Authorized()
  @Query(() => MyIdentityCheckView, {
    description: 'My identity check: none | submitted | verified | rejected',
  })
  async myIdentityCheck(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<MyIdentityCheckView> {
    return myIdentityCheck(ctx.em, viewer.id);
  }

  @Authorized('admin')
  @Query(() => [AdminIdentityCheckView], {
    description:
      "Admins: the Identity queue; status 'submitted' (default, oldest first), 'verified', 'rejected' or null for all (newest first)",
  })
  async adminIdentityChecks(
    @Arg('status', () => String, { nullable: true, defaultValue: 'submitted' }) status: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<AdminIdentityCheckView[]> {
    if (
      status !== null &&
      (status === 'none' || !(IDENTITY_CHECK_STATUSES as readonly string[]).includes(status))
    )
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: IdentityCheckMessages.status,
        fieldErrors: { status: IdentityCheckMessages.status },
      });
    const rows = await adminIdentityChecks(ctx.em, {
      status: status as Exclude<IdentityCheckStatus, 'none'> | null,
      limit: Math.min(Math.max(limit, 1), IDENTITY_CHECKS_PAGE_MAX),
    });
    const secret = privateLinkSecret(ctx.deps.config);
    return rows.map((row) => toAdminView(row, secret));
  }

  @Authorized('admin')
  @Mutation(() => IdentityCheckView, {
    description:
      "Admins: decides a waiting identity check, 'verified' or 'rejected' (a reason required), in the audit trail; the member is told by e-mail and in the app. NOT_FOUND; CONFLICT when already decided",
  })
  async decideIdentityCheck(
    @Arg('id', () => Int) id: number,
    @Arg('decision', () => String) decision: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<IdentityCheckView> {
    const check = await decideIdentityCheck(ctx.em, viewer, id, { decision, reason });
    // The decision's event is committed: publish it now rather than on the relay's next tick.
    ctx.deps.relay.kick();
    await announce(ctx, check.id);
    // The decision is made: a mail server's hiccup must not turn that into an error the admin would retry.
    const member = await ctx.em.fork().findOne(User, { id: check.user.id });
    if (member && (check.status === 'verified' || check.status === 'rejected'))
      await adminMailer(ctx.deps)
        .send(identityDecisionMail(member, check.status, check.reason))
        .catch((error: unknown) =>
          ctx.deps.logger.error(
            { err: error, identityCheckId: check.id },
            'identity decision e-mail could not be sent',
          ),
        );
    return toView(check);
  }

  @Authorized('admin')
  @Subscription(() => Int, {
    description:
      "Admins only: an identity check's id whenever one is submitted or decided (the Identity tab refreshes)",
    subscribe: ({ context }: { context: GatewayContext }) => {
      // Permission is decided when the topic is chosen, never by anything the client sends.
      assertRole(context, 'admin');
      return context.deps.pubsub.subscribe<IdentityCheckChangedPublication>(IDENTITY_CHECKS_CHANGED_TOPIC);
    },
  })
  identityChecksChanged(@Root() publication: IdentityCheckChangedPublication): number {
    return publication.checkId;
  }
}

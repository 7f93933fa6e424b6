import {
  adminReports,
  blockedMembers,
  blockUser,
  createReport,
  DomainError,
  ErrorCode,
  isDomainError,
  publishRealtime,
  REPORT_STATUSES,
  REPORTS_PAGE_MAX,
  type Report,
  type ReportStatus,
  resolveReport,
  User,
  unblockUser,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { assertRole } from '../accounts/auth.guards.js';
import { adminMailer } from '../admin/admin-mailer.js';
import { AdminReportView, BlockedMemberView, CreateReportInputGql, ReportView } from './moderation.types.js';
import { reportOutcomeMail, warningMail } from './moderation-mails.js';
import { releaseReport, reserveReport } from './report-rate-limit.js';

function toView(report: Report): ReportView {
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    reason: report.reason,
    note: report.note,
    status: report.status,
    action: report.action,
    resolvedAt: report.resolvedAt,
    createdAt: report.createdAt,
  };
}

/** The admins' live Reports queue: the id of each report filed or resolved, on every gateway (Redis pub/sub). */
const REPORTS_CHANGED_TOPIC = 'admin.reports_changed';

interface ReportChangedPublication {
  reportId: number;
}

/** Tells every admin's open Reports tab; the report is committed, so a pub/sub hiccup is no error of the caller's. */
function announce(ctx: GatewayContext, reportId: number): Promise<void> {
  const payload: ReportChangedPublication = { reportId };
  return publishRealtime(ctx.deps.redis, ctx.deps.config.REDIS_PREFIX, REPORTS_CHANGED_TOPIC, payload).catch(
    () => undefined,
  );
}

const MAIL_FAILED = 'The warning e-mail could not be sent. Please try again in a moment.';
const STATUS_MESSAGE = "The status is 'open' or 'resolved'";

/** Issue 26 §3: reports, blocks and the admins' Reports queue; also at /api/reports, /api/blocks (REST rows). */
@Resolver()
export class ModerationResolver {
  @Authorized()
  @Mutation(() => ReportView, {
    description:
      "Reports a listing or a member. BAD_USER_INPUT with field errors; NOT_FOUND for an unknown target; FORBIDDEN for oneself or one's own listing; CONFLICT while the same report is still open; RATE_LIMITED past 5 an hour",
  })
  async createReport(
    @Arg('input', () => CreateReportInputGql) input: CreateReportInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ReportView> {
    await reserveReport(ctx.deps, viewer.id);
    try {
      // type-graphql hands over a class instance; the shared schema reads a plain body.
      const report = await createReport(ctx.em, viewer, { ...input });
      await announce(ctx, report.id);
      return toView(report);
    } catch (error) {
      if (isDomainError(error)) await releaseReport(ctx.deps, viewer.id);
      throw error;
    }
  }

  @Authorized('admin')
  @Query(() => [AdminReportView], {
    description:
      "Admins: the Reports queue, newest first; status 'open' (default), 'resolved' or null for all",
  })
  async adminReports(
    @Arg('status', () => String, { nullable: true, defaultValue: 'open' }) status: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<AdminReportView[]> {
    if (status !== null && !(REPORT_STATUSES as readonly string[]).includes(status))
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: STATUS_MESSAGE,
        fieldErrors: { status: STATUS_MESSAGE },
      });
    const max = Math.min(Math.max(limit, 1), REPORTS_PAGE_MAX);
    return adminReports(ctx.em, { status: status as ReportStatus | null, limit: max });
  }

  @Authorized('admin')
  @Mutation(() => ReportView, {
    description:
      'Admins: resolves an open report with dismiss | hide_listing | lock_member | warn, each in the audit trail; the reporter is told. NOT_FOUND; CONFLICT when already resolved; BAD_USER_INPUT for hide_listing on a member report',
  })
  async resolveReport(
    @Arg('id', () => Int) id: number,
    @Arg('action', () => String) action: string,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ReportView> {
    const mailer = adminMailer(ctx.deps);
    const member = (userId: number) => ctx.em.fork().findOne(User, { id: userId });
    const report = await resolveReport(
      ctx.em,
      ctx.deps.sessions,
      viewer,
      id,
      { action },
      {
        beforeCommit: async (resolved) => {
          if (resolved.action !== 'warn') return;
          const warned = await member(resolved.targetUserId);
          if (!warned) return;
          try {
            await mailer.send(warningMail(warned, `${ctx.deps.config.publicUrl}/terms`));
          } catch (error) {
            ctx.deps.logger.error({ err: error, reportId: resolved.id }, 'warning e-mail could not be sent');
            throw new DomainError(ErrorCode.ServiceUnavailable, { message: MAIL_FAILED });
          }
        },
      },
    );
    await announce(ctx, report.id);
    // The report is resolved: a mail server's hiccup must not turn that into an error the admin would retry.
    const reporter = await member(report.reporter.id);
    if (reporter && report.action)
      await mailer
        .send(reportOutcomeMail(reporter, report.action))
        .catch((error: unknown) =>
          ctx.deps.logger.error(
            { err: error, reportId: report.id },
            'report outcome e-mail could not be sent',
          ),
        );
    return toView(report);
  }

  @Authorized()
  @Query(() => [BlockedMemberView], { description: 'The members I blocked, newest first' })
  async myBlocks(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<BlockedMemberView[]> {
    return blockedMembers(ctx.em, viewer.id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Blocks a member: they can no longer message me or book my items, and I no longer see their messages. Answers their id. NOT_FOUND; FORBIDDEN for oneself',
  })
  async blockUser(
    @Arg('userId', () => Int) userId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<number> {
    return blockUser(ctx.em, viewer, { userId });
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Lifts my block of a member; answers their id. NOT_FOUND when not blocked',
  })
  async unblockUser(
    @Arg('userId', () => Int) userId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<number> {
    return unblockUser(ctx.em, viewer, userId);
  }

  @Authorized('admin')
  @Subscription(() => Int, {
    description: "Admins only: a report's id whenever one is filed or resolved (the Reports tab refreshes)",
    subscribe: ({ context }: { context: GatewayContext }) => {
      // Permission is decided when the topic is chosen, never by anything the client sends.
      assertRole(context, 'admin');
      return context.deps.pubsub.subscribe<ReportChangedPublication>(REPORTS_CHANGED_TOPIC);
    },
  })
  reportsChanged(@Root() publication: ReportChangedPublication): number {
    return publication.reportId;
  }
}

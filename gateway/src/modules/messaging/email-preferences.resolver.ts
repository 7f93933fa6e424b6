import { emailPreferencesOf, updateEmailPreferences } from '@koalarent/messaging/client';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { EmailPreferencesInputGql } from './messaging.inputs.js';
import { toEmailPreferencesView } from './messaging.presenter.js';
import { EmailPreferencesView } from './messaging.types.js';

/** The profile's e-mail toggles; each mail's unsubscribe link turns its kind off too (unsubscribe.routes.ts). */
@Resolver()
export class EmailPreferencesResolver {
  @Authorized()
  @Query(() => EmailPreferencesView, { description: 'Which kinds of e-mail I receive (all on by default)' })
  async emailPreferences(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<EmailPreferencesView> {
    return toEmailPreferencesView(await emailPreferencesOf(ctx.em, viewer));
  }

  @Authorized()
  @Mutation(() => EmailPreferencesView, {
    description: 'Turns kinds of e-mail on or off; others keep their value',
  })
  async updateEmailPreferences(
    @Arg('input', () => EmailPreferencesInputGql) input: EmailPreferencesInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<EmailPreferencesView> {
    const record = await updateEmailPreferences(ctx.em, viewer, {
      bookingRequests: input.bookingRequests ?? null,
      bookingUpdates: input.bookingUpdates ?? null,
      newMessages: input.newMessages ?? null,
    });
    return toEmailPreferencesView(record);
  }
}

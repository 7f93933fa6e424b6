import { DomainError, ErrorCode, setMemberLanguage } from '@koalarent/core';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';

/** The language a member reads the app in, kept on their account so the e-mails they are sent use it too. */
@Resolver()
export class LanguageResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description: 'en | es | fr | de | zh; stored on the member, whose e-mails are written in it from then on',
  })
  async setLanguage(
    @Arg('language', () => String) language: string,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
    await setMemberLanguage(ctx.em, ctx.viewer.id, { language });
    return true;
  }
}

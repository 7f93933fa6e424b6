import {
  completeOnboarding,
  myOnboarding,
  type OnboardingState,
  recommendationsFor,
  resetOnboarding,
  skipOnboarding,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { toItemView } from '../catalog/item.presenter.js';
import { OnboardingAnswersInputGql } from './onboarding.inputs.js';
import { OnboardingStateView, RecommendationGroupView } from './onboarding.types.js';

function toStateView(state: OnboardingState): OnboardingStateView {
  return {
    completed: state.completed,
    skipped: state.skipped,
    completedAt: state.completedAt,
    answers: state.answers
      ? {
          ...state.answers,
          preferredCategories: [...state.answers.preferredCategories],
          interests: [...state.answers.interests],
          availability: [...state.answers.availability],
        }
      : null,
  };
}

/** Spec §4 onboarding, kept on the server per member, and the §9 recommendations made from its answers. */
@Resolver()
export class OnboardingResolver {
  @Authorized()
  @Query(() => OnboardingStateView, { description: "The signed-in member's onboarding" })
  async myOnboarding(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<OnboardingStateView> {
    return toStateView(await myOnboarding(ctx.em, viewer));
  }

  @Authorized()
  @Mutation(() => OnboardingStateView, { description: 'Complete Setup: stores the answers and the marker' })
  async completeOnboarding(
    @Arg('answers', () => OnboardingAnswersInputGql) answers: OnboardingAnswersInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<OnboardingStateView> {
    // type-graphql hands over a class instance; the shared schema reads a plain body.
    return toStateView(await completeOnboarding(ctx.em, viewer, { ...answers }));
  }

  @Authorized()
  @Mutation(() => OnboardingStateView, {
    description: 'Skip Setup: stores the marker only (answers removed)',
  })
  async skipOnboarding(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<OnboardingStateView> {
    return toStateView(await skipOnboarding(ctx.em, viewer));
  }

  @Authorized()
  @Mutation(() => OnboardingStateView, {
    description: 'Removes answers and marker: the wizard shows again',
  })
  async resetOnboarding(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<OnboardingStateView> {
    return toStateView(await resetOnboarding(ctx.em, viewer));
  }

  @Authorized()
  @Query(() => [RecommendationGroupView], {
    description:
      'Spec §9 groups from the onboarding answers (budget, categories, experience, location, trending); [] without answers',
  })
  async recommendations(
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<RecommendationGroupView[]> {
    const groups = await recommendationsFor(ctx.em, viewer);
    return groups.map((group) => ({
      key: group.key,
      items: group.items.map((item) => toItemView(item, ctx.viewer)),
    }));
  }
}

import type { MemberSnapshot, User } from '@koalarent/core';
import { normalizeRank } from '@koalarent/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Viewer } from '../../context.js';

@ObjectType('User', {
  description: 'A member. email and phone are visible only to the member and to admins.',
})
export class UserView {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) profileImage!: string | null;
  @Field(() => Boolean, { description: 'The e-mail address is verified' }) isVerified!: boolean;
  @Field(() => Boolean, {
    description:
      "An admin checked the member's identity document (issue 26 §1); separate from isVerified (e-mail)",
  })
  identityVerified!: boolean;
  @Field(() => Boolean) isLocked!: boolean;
  @Field(() => String, { description: 'admin | user' }) role!: string;
  @Field(() => Float) rating!: number;
  @Field(() => Int) reviewCount!: number;
  @Field(() => String, { description: 'rookie | junior | senior | expert | master' }) koalaRank!: string;
  @Field(() => Int) itemsListed!: number;
  @Field(() => Int) itemsRented!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Set on the sign-in answers only: whether this sign-in is the member's first (the app welcomes a newcomer instead of saying 'Welcome back'); null elsewhere",
  })
  firstSignIn?: boolean | null;
}

/** A member as an entity, or as the snapshot cached beside a session. */
type UserLike = Pick<User, Exclude<keyof MemberSnapshot, 'createdAt' | 'koalaRank'>> & {
  koalaRank: string;
  createdAt: Date | string;
};

export function toUserView(user: UserLike, viewer: Viewer | null): UserView {
  const private_ = viewer !== null && (viewer.id === user.id || viewer.role === 'admin');
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: private_ ? user.email : null,
    phone: private_ ? user.phone : null,
    profileImage: user.profileImage,
    isVerified: user.isVerified,
    identityVerified: user.identityVerified,
    isLocked: user.isLocked,
    role: user.role,
    rating: user.rating,
    reviewCount: user.reviewCount,
    koalaRank: normalizeRank(user.koalaRank),
    itemsListed: user.itemsListed,
    itemsRented: user.itemsRented,
    createdAt: new Date(user.createdAt),
  };
}

import { Field, InputType, Int, ObjectType } from 'type-graphql';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

@ObjectType('ApiToken', {
  description: 'A personal access token (issue 25 §3); its secret is never shown again',
})
export class ApiTokenView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => [String], { description: 'read | write | admin:read | admin:write' }) scopes!: string[];
  @Field(() => String, { description: "The secret's last four characters, to tell tokens apart" })
  lastFour!: string;
  @Field(() => Date, { nullable: true, description: 'Null: never expires' }) expiresAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute' })
  lastUsedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('CreatedApiToken', {
  description: 'A new token with its secret: shown this once, stored only hashed',
})
export class CreatedApiTokenView extends ApiTokenView {
  @Field(() => String, { description: 'The secret (krt_…), sent as `Authorization: Bearer <token>`' })
  token!: string;
}

// Shape only: the rules and their messages are the shared zod schema (core contracts), applied in the command,
// so both doors and the Developer section answer the same field messages.
@InputType('CreateApiTokenInput')
export class CreateApiTokenInputGql {
  @Field(() => String, { description: 'At most 100 characters' }) name!: string;
  @Field(() => [String], {
    description: 'One or more of read, write (and admin:read, admin:write for admins)',
  })
  scopes!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601 date-time with offset, in the future; null or absent: never expires',
  })
  expiresAt?: string | null;
}

import { Field, InputType, Int, ObjectType } from 'type-graphql';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

@ObjectType('MyIdentityCheck', { description: "The viewer's identity check (issue 26 §1)" })
export class MyIdentityCheckView {
  @Field(() => String, { description: 'none | submitted | verified | rejected' }) status!: string;
  @Field(() => String, { nullable: true, description: "The admin's reason, after a rejection" })
  reason!: string | null;
}

@ObjectType('IdentityCheck', { description: 'A submitted identity check (issue 26 §1)' })
export class IdentityCheckView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'submitted | verified | rejected' }) status!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('AdminIdentityCheck', {
  description:
    "A check in the admins' Identity queue: the member beside five-minute signed links to the private photos (null once deleted, 30 days after the decision)",
})
export class AdminIdentityCheckView extends IdentityCheckView {
  @Field(() => Int) userId!: number;
  @Field(() => String) username!: string;
  @Field(() => String) fullName!: string;
  @Field(() => [String], { nullable: true, description: "The document's front, then its back where given" })
  documentUrls!: string[] | null;
  @Field(() => String, { nullable: true }) selfieUrl!: string | null;
  @Field(() => Int, { nullable: true }) decidedById!: number | null;
}

// Shape only: the rules and their messages are the shared zod schema (core contracts), applied in the command.
@InputType('SubmitIdentityCheckInput')
export class SubmitIdentityCheckInputGql {
  @Field(() => [String], {
    description: 'Ids of private uploads (POST /api/uploads?private=true): the front, then the back if any',
  })
  documentUploadIds!: string[];
  @Field(() => String, { description: 'Id of a private upload: the selfie' }) selfieUploadId!: string;
}

import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('LoginRecord')
export class LoginRecordView {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String) ipAddress!: string;
  @Field(() => String) location!: string;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String) browser!: string;
  @Field(() => String) device!: string;
  @Field(() => Date) timestamp!: Date;
}

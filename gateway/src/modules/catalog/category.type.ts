import { Field, Int, ObjectType } from 'type-graphql';

/** A category (spec §3); `itemCount` is a batched field resolver (see CategoryResolver). */
@ObjectType('Category')
export class CategoryView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Icon class name' }) icon!: string;
}

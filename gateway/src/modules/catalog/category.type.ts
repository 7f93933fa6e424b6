import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Category')
export class CategoryView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Icon class name' }) icon!: string;
}

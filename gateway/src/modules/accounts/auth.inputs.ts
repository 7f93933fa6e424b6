import { Field, InputType } from 'type-graphql';

// Shapes only: the rules (and their messages) are the shared zod schemas, applied in the commands.

@InputType('LoginInput')
export class LoginInputGql {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => Boolean, { nullable: true }) rememberMe?: boolean | null;
}

@InputType('AdminLoginInput')
export class AdminLoginInputGql {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType('RegisterInput')
export class RegisterInputGql {
  @Field(() => String) fullName!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true, description: 'Checked against password when sent' })
  confirmPassword?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'en | es | fr | de | zh (default en): the language of the e-mails the member is sent',
  })
  language?: string | null;
}

import { Field, Float, ObjectType } from 'type-graphql';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

/** A populated place of the offline gazetteer (GeoNames, ≥ 1,000 inhabitants), names in English. */
@ObjectType('Place')
export class PlaceView {
  @Field(() => String, { description: 'As GeoNames spells it, e.g. "Zürich"' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'First-level region ("New South Wales") where the gazetteer knows its name',
  })
  region!: string | null;
  @Field(() => String, { description: 'English country name' }) country!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2' }) countryCode!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => String, {
    description:
      '"Name, Country" (what the UI shows); "Name, Region, Country" when two suggestions share name and country',
  })
  label!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'Reverse lookup only: great-circle kilometres from the point asked about',
  })
  distanceKm!: number | null;
}

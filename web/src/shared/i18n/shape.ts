/** i18next's plural suffixes (`key_one`, `key_other`, …), one per CLDR plural category. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The shape a translation must fill: the English object's keys, every leaf a string. English files end in
 * `as const` (so keys are typed for `t`); the others are typed `Shape<typeof en>`, so a missing or extra key
 * is a compile error before the completeness test sees it. Plural keys are the exception: languages have
 * different plural categories (Chinese only `_other`, French and Spanish also `_many`), so for every English
 * `key_other` a translation must have `key_other` and may have any other form; `translations.test.ts` checks
 * each language has the forms its plural rules use.
 */
export type Shape<T> = {
  [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string
    ? string
    : Shape<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_other` : never]: string;
} & {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${Exclude<PluralSuffix, 'other'>}`
    : never]?: string;
};

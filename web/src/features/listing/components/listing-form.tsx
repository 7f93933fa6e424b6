import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  chakra,
  Field,
  Fieldset,
  Heading,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  CURRENCY_CODES,
  ItemForm,
  isCurrencyCode,
  LISTING_IMAGES_MAX,
} from '@koalarent/core/contracts';
import { useCallback, useState } from 'react';
import { Controller, type Resolver, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { PATHS } from '../../../shared/routes/paths';
import { PlaceInput } from '../../location/components/place-input';
import { INSTANT_BOOK_RULE_QUERY } from '../graphql/instant-book-rule.query';
import { type ListingField, type ListingFormValues, parseNumberInput } from '../listing-form-values';
import { ImageUploader } from '../uploader/image-uploader';

export interface ListingFormProps {
  defaultValues: ListingFormValues;
  categories: readonly string[];
  submitLabel: string;
  submittingLabel: string;
  /** Sends the validated form; resolves with the server's field errors to show (empty when none). */
  onSubmit(values: ItemForm): Promise<Partial<Record<ListingField, string>>>;
  /** The inline 'Error' alert's text after a failed submit (already in the language on screen). */
  error: string | null;
}

/** A field's message: the shared schema and the server write English, shown in the language on screen. */
const fieldMessage = (error: { message?: string } | undefined) =>
  error?.message ? translateServerMessage(error.message) : undefined;

// The form holds blanks (null) for required numbers and an unticked box until validation; the shared
// schema turns exactly those into the §5 messages, so its resolver is used as the form's own.
const resolver = zodResolver(ItemForm) as unknown as Resolver<ListingFormValues, unknown, ItemForm>;

const numberField = { setValueAs: parseNumberInput };

/** The 'Item Details' form shared by the list and edit screens (spec §2, §5). */
export function ListingForm({
  defaultValues,
  categories,
  submitLabel,
  submittingLabel,
  onSubmit,
  error,
}: ListingFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormValues, unknown, ItemForm>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { t } = useTranslation('listing');
  const { t: tItems } = useTranslation('items');
  // The demo categories' names in the language on screen; any other name is shown as the server sent it.
  const categoryNames = tItems('categoryNames', { returnObjects: true }) as Record<string, string>;
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const currency = useWatch({ control, name: 'currency' });
  const f = useFormat();
  // Instant book's rule, shown to the owner as renters are shown it (issue 23 §5).
  const rule = useQuery(INSTANT_BOOK_RULE_QUERY).data?.instantBookRule ?? null;
  const symbol = isCurrencyCode(currency) ? CURRENCIES[currency].symbol : '';

  // A stored category the list no longer offers stays selectable, so an edit never silently changes it.
  const options =
    defaultValues.category && !categories.includes(defaultValues.category)
      ? [defaultValues.category, ...categories]
      : categories;

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    const entries = Object.entries(fieldErrors) as [ListingField, string][];
    for (const [field, message] of entries) setError(field, { type: 'server', message });
    const first = entries[0];
    if (first && first[0] !== 'images' && first[0] !== 'termsAgreed') setFocus(first[0]);
  });

  return (
    <Card.Root as="section" aria-labelledby="item-details-heading" rounded="2xl">
      <Card.Header>
        <Heading as="h2" size="xl" id="item-details-heading">
          {t('form.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form onSubmit={submit} noValidate aria-labelledby="item-details-heading">
          <Stack gap="5">
            {error ? (
              <Alert.Root status="error" rounded="lg" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('form.errorTitle')}</Alert.Title>
                  <Alert.Description>{error}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}

            <Field.Root invalid={Boolean(errors.title)} required>
              <Field.Label>
                {t('form.title.label')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('title')} placeholder={t('form.title.placeholder')} maxLength={100} />
              <Field.ErrorText>{fieldMessage(errors.title)}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.description)} required>
              <Field.Label>
                {t('form.description.label')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                {...register('description')}
                rows={5}
                w="full"
                placeholder={t('form.description.placeholder')}
              />
              {errors.description ? null : (
                <Field.HelperText>{t('form.description.helper')}</Field.HelperText>
              )}
              <Field.ErrorText>{fieldMessage(errors.description)}</Field.ErrorText>
            </Field.Root>

            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Field.Root invalid={Boolean(errors.category)} required>
                <Field.Label>
                  {t('form.category.label')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('category')}>
                    <option value="">{t('form.category.placeholder')}</option>
                    {options.map((name) => (
                      <option key={name} value={name}>
                        {Object.hasOwn(categoryNames, name) ? categoryNames[name] : name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{fieldMessage(errors.category)}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={Boolean(errors.currency)} required>
                <Field.Label>
                  {t('form.currency.label')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('currency')}>
                    <option value="">{t('form.currency.placeholder')}</option>
                    {CURRENCY_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code} ({CURRENCIES[code].symbol})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{fieldMessage(errors.currency)}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('form.pricing.legend')}
              </Fieldset.Legend>
              <Fieldset.HelperText fontSize="xs" color="fg.muted">
                {t('form.pricing.helper')}
              </Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" mt="2">
                <PriceField
                  label={t('form.pricing.perDay')}
                  required
                  error={fieldMessage(errors.pricePerDay)}
                  symbol={symbol}
                  input={register('pricePerDay', numberField)}
                />
                <PriceField
                  label={t('form.pricing.perWeek')}
                  error={fieldMessage(errors.pricePerWeek)}
                  symbol={symbol}
                  input={register('pricePerWeek', numberField)}
                />
                <PriceField
                  label={t('form.pricing.perMonth')}
                  error={fieldMessage(errors.pricePerMonth)}
                  symbol={symbol}
                  input={register('pricePerMonth', numberField)}
                />
                <PriceField
                  label={t('form.pricing.perYear')}
                  error={fieldMessage(errors.pricePerYear)}
                  symbol={symbol}
                  input={register('pricePerYear', numberField)}
                />
                <PriceField
                  label={t('form.pricing.deposit')}
                  required
                  error={fieldMessage(errors.securityDeposit)}
                  symbol={symbol}
                  input={register('securityDeposit', numberField)}
                  min={0}
                />
                <Field.Root invalid={Boolean(errors.quantity)} required>
                  <Field.Label>
                    {t('form.pricing.quantity')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    {...register('quantity', numberField)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    step={1}
                  />
                  <Field.ErrorText>{fieldMessage(errors.quantity)}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            </Fieldset.Root>

            <Field.Root invalid={Boolean(errors.location)} required>
              <Field.Label>
                {t('form.location.label')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  // Suggestions from our gazetteer; free text stays valid (a place need not be chosen).
                  <PlaceInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    placeholder={t('form.location.placeholder')}
                    maxLength={200}
                  />
                )}
              />
              {errors.location ? null : <Field.HelperText>{t('form.location.helper')}</Field.HelperText>}
              <Field.ErrorText>{fieldMessage(errors.location)}</Field.ErrorText>
            </Field.Root>

            <Controller
              control={control}
              name="instantBook"
              render={({ field }) => (
                <Field.Root>
                  <Switch.Root
                    colorPalette="brand"
                    checked={field.value === true}
                    onCheckedChange={(details) => field.onChange(details.checked)}
                    name={field.name}
                  >
                    <Switch.HiddenInput
                      ref={field.ref}
                      onBlur={field.onBlur}
                      aria-describedby="instant-book-help"
                    />
                    <Switch.Control />
                    <Switch.Label>{t('form.instantBook.label')}</Switch.Label>
                  </Switch.Root>
                  <Field.HelperText id="instant-book-help">
                    {rule
                      ? t(rule.requireIdentity ? 'form.instantBook.helpWithId' : 'form.instantBook.help', {
                          rentals: f.number(rule.minCompletedRentals),
                          rating: f.number(rule.minRating, {
                            minimumFractionDigits: 1,
                            maximumFractionDigits: 2,
                          }),
                        })
                      : t('form.instantBook.helpShort')}
                  </Field.HelperText>
                </Field.Root>
              )}
            />

            <Controller
              control={control}
              name="images"
              render={({ field, fieldState }) => (
                <Fieldset.Root invalid={Boolean(fieldState.error)}>
                  <Fieldset.Legend fontSize="sm" fontWeight="medium">
                    {t('form.images.legend')}
                    <Text as="span" color="fg.error" aria-hidden="true" ms="1">
                      *
                    </Text>
                  </Fieldset.Legend>
                  <ImageUploader
                    label={t('form.images.label')}
                    value={field.value ?? []}
                    onChange={(urls) => {
                      field.onChange(urls);
                      field.onBlur();
                    }}
                    maxImages={LISTING_IMAGES_MAX}
                    invalid={Boolean(fieldState.error)}
                    describedBy={fieldState.error ? 'listing-images-error' : undefined}
                    buttonRef={field.ref}
                    onBusyChange={onBusyChange}
                  />
                  <Fieldset.ErrorText id="listing-images-error">
                    {fieldMessage(fieldState.error)}
                  </Fieldset.ErrorText>
                </Fieldset.Root>
              )}
            />

            <Controller
              control={control}
              name="termsAgreed"
              render={({ field, fieldState }) => (
                <Field.Root invalid={Boolean(fieldState.error)}>
                  <Checkbox.Root
                    checked={field.value === true}
                    onCheckedChange={(details) => field.onChange(details.checked === true)}
                    colorPalette="brand"
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label fontWeight="normal">
                      <Trans
                        t={t}
                        i18nKey="form.terms"
                        // Not <link>: Trans parses that name as an empty HTML element and drops its text.
                        components={{
                          terms: (
                            <Link
                              href={PATHS.terms}
                              target="_blank"
                              rel="noopener"
                              color="brand.fg"
                              textDecoration="underline"
                            />
                          ),
                          note: <chakra.span srOnly />,
                        }}
                      />
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Field.ErrorText>{fieldMessage(fieldState.error)}</Field.ErrorText>
                </Field.Root>
              )}
            />

            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isSubmitting || uploading}
              loadingText={uploading ? t('form.uploadingImages') : submittingLabel}
            >
              {submitLabel}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

interface PriceFieldProps {
  label: string;
  required?: boolean;
  error: string | undefined;
  input: UseFormRegisterReturn;
  symbol: string;
  min?: number;
}

function PriceField({ label, required = false, error, input, symbol, min }: PriceFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <InputGroup
        startElement={symbol || undefined}
        startElementProps={{ color: 'fg.muted', 'aria-hidden': true }}
      >
        <Input {...input} type="number" inputMode="decimal" min={min ?? 0} step="0.01" />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

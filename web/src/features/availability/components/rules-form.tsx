import { useMutation } from '@apollo/client/react';
import { Alert, Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AvailabilityRules } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { SET_AVAILABILITY_RULES_MUTATION } from '../graphql/set-availability-rules.mutation';
import {
  OPTIONAL_RULES,
  RULE_FIELDS,
  type RuleField,
  RulesFormSchema,
  type RulesFormValues,
  rulesFormValues,
} from '../model/rules-form';

const isRuleField = (field: string): field is RuleField => (RULE_FIELDS as readonly string[]).includes(field);

/**
 * The listing's rules (issue 23 §1): shortest and longest rental, days kept free between rentals, advance notice and
 * how far ahead it can be booked. Validated with core's schema as the server does; the server's field errors land
 * on their fields.
 */
export function RulesForm({ itemId, rules }: { itemId: number; rules: AvailabilityRules }) {
  const { t } = useTranslation('listing');
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(SET_AVAILABILITY_RULES_MUTATION);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting },
  } = useForm<RulesFormValues, unknown, AvailabilityRules>({
    resolver: zodResolver(RulesFormSchema),
    defaultValues: rulesFormValues(rules),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await save({ variables: { itemId, input, idempotencyKey: newIdempotencyKey() } });
      if (data) reset(rulesFormValues(data.setAvailabilityRules));
      notify.success({ title: t('calendar.rules.saved'), description: t('calendar.rules.savedText') });
    } catch (caught) {
      const error = toAppError(caught);
      const fields = Object.entries(error.fieldErrors).filter(([field]) => isRuleField(field)) as [
        RuleField,
        string,
      ][];
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      const first = fields[0];
      if (first) setFocus(first[0]);
      else setFailure(error.message ? translateServerMessage(error.message) : t('calendar.tryAgain'));
      notify.error({ title: t('calendar.rules.failed'), description: t('calendar.rules.failedText') });
    }
  });

  return (
    <Stack as="section" aria-labelledby="rules-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="rules-heading">
          {t('calendar.rules.heading')}
        </Heading>
        <Text color="fg.muted">{t('calendar.rules.description')}</Text>
      </Stack>
      <chakra.form onSubmit={submit} noValidate aria-labelledby="rules-heading">
        <Stack gap="4">
          {failure ? (
            <Alert.Root status="error" rounded="lg" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('calendar.rules.failed')}</Alert.Title>
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {RULE_FIELDS.map((field) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                label={t(`calendar.rules.${field}.label`)}
                helperText={
                  OPTIONAL_RULES.has(field)
                    ? `${t(`calendar.rules.${field}.helper`)} ${t('calendar.rules.emptyNoLimit')}`
                    : t(`calendar.rules.${field}.helper`)
                }
                inputMode="numeric"
                autoComplete="off"
              />
            ))}
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={isSubmitting}
            loadingText={t('calendar.rules.saving')}
          >
            {t('calendar.rules.save')}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

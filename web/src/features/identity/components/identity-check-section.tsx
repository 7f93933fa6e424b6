import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  chakra,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { IdentityCheckStatus } from '@koalarent/core/contracts';
import type { ReactNode } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck, LuClock, LuShieldAlert, LuShieldQuestion } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import { UploadError } from '../../listing/uploader/upload-image';
import { MY_IDENTITY_CHECK_QUERY } from '../graphql/my-identity-check.query';
import { SUBMIT_IDENTITY_CHECK_MUTATION } from '../graphql/submit-identity-check.mutation';
import {
  EMPTY_IDENTITY_FORM,
  IDENTITY_IMAGE_TYPES,
  IdentityForm,
  type IdentityFormValues,
} from '../model/identity-form';
import { uploadPrivatePhoto } from '../model/upload-private';

type PhotoField = keyof IdentityFormValues;
const PHOTO_FIELDS = ['front', 'back', 'selfie'] as const satisfies readonly PhotoField[];

const STATUS_LOOK = {
  none: { palette: 'gray', Icon: LuShieldQuestion },
  submitted: { palette: 'orange', Icon: LuClock },
  verified: { palette: 'green', Icon: LuBadgeCheck },
  rejected: { palette: 'red', Icon: LuShieldAlert },
} as const;

function isStatus(value: string | undefined): value is IdentityCheckStatus {
  return value !== undefined && value in STATUS_LOOK;
}

// The form holds null until a photo is chosen; the schema turns exactly that into "add a photo".
const resolver = zodResolver(IdentityForm) as unknown as Resolver<IdentityFormValues, unknown, IdentityForm>;

/**
 * The profile's identity verification (issue 26 §1): the member's standing (none → submitted → verified | rejected
 * with the admin's reason) and, while there is nothing waiting or verified, the form that submits a check.
 */
export function IdentityCheckSection() {
  useNamespaces('identity');
  const { t } = useTranslation('identity');
  const check = useQuery(MY_IDENTITY_CHECK_QUERY);
  const raw = check.data?.myIdentityCheck.status;
  const status: IdentityCheckStatus = isStatus(raw) ? raw : 'none';
  const reason = check.data?.myIdentityCheck.reason ?? null;
  const { palette, Icon } = STATUS_LOOK[status];

  let body: ReactNode;
  if (check.loading && !check.data) {
    body = (
      <Stack gap="3" role="status" aria-label={t('profile.loading')}>
        <Skeleton height="5" width="60%" />
        <Skeleton height="10" />
      </Stack>
    );
  } else if (check.error && !check.data) {
    body = (
      <Alert.Root status="error" rounded="lg" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('profile.loadFailed')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void check.refetch().catch(() => undefined)}>
          {t('profile.retry')}
        </Button>
      </Alert.Root>
    );
  } else {
    const text =
      status === 'rejected'
        ? reason
          ? t('profile.rejectedText', { reason })
          : t('profile.rejectedNoReason')
        : t(`profile.${status}Text`);
    body = (
      <Stack gap="5">
        <Text data-testid="identity-status-text">
          {text}
          {status === 'rejected' ? ` ${t('profile.resubmit')}` : ''}
        </Text>
        {status === 'none' || status === 'rejected' ? <IdentityCheckForm /> : null}
      </Stack>
    );
  }

  return (
    <Card.Root
      as="section"
      aria-labelledby="identity-check-heading"
      rounded="2xl"
      data-testid="identity-check"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="identity-check-heading">
            {t('profile.heading')}
          </Heading>
          {check.data ? (
            <Badge colorPalette={palette} variant="subtle" rounded="full" px="2" data-status={status}>
              <Icon aria-hidden="true" />
              <Text as="span" srOnly>
                {t('profile.statusLabel')}:{' '}
              </Text>
              {t(`profile.status.${status}`)}
            </Badge>
          ) : null}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('profile.intro')}
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** A form message: the schema's keys are the 'identity' namespace's, the server's English is translated. */
function useMessage() {
  const { t } = useTranslation('identity');
  return (message: string | undefined) =>
    !message
      ? undefined
      : message.startsWith('form.errors.')
        ? t(message as 'form.errors.front')
        : translateServerMessage(message);
}

function PhotoInput({
  control,
  name,
  error,
}: {
  control: Control<IdentityFormValues>;
  name: PhotoField;
  error: string | undefined;
}) {
  const { t } = useTranslation('identity');
  const required = name !== 'back';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} {...(required ? { required } : {})}>
          <Field.Label>
            {t(`form.${name}`)}
            {required ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          <Input
            type="file"
            accept={IDENTITY_IMAGE_TYPES.join(',')}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            p="1.5"
            data-testid={`identity-${name}`}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t(`form.${name}Help`)}</Field.HelperText>
          )}
        </Field.Root>
      )}
    />
  );
}

/**
 * The photos, each uploaded through the private door (no public URL is ever made or shown), then submitted as one
 * check. A photo the browser or the server refuses is named on its own field; nothing is submitted then.
 */
function IdentityCheckForm() {
  const { t } = useTranslation('identity');
  const message = useMessage();
  const [submitCheck] = useMutation(SUBMIT_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [{ query: MY_IDENTITY_CHECK_QUERY }],
    awaitRefetchQueries: true,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IdentityFormValues, unknown, IdentityForm>({
    resolver,
    defaultValues: EMPTY_IDENTITY_FORM,
    mode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    const ids: Partial<Record<PhotoField, string>> = {};
    for (const field of PHOTO_FIELDS) {
      const file = values[field];
      if (!file) continue;
      try {
        ids[field] = await uploadPrivatePhoto(file as File);
      } catch (caught) {
        const text = caught instanceof UploadError ? caught.message : t('form.failed');
        setError(field, { type: 'server', message: text });
        notify.error({ title: t('form.failed'), description: translateServerMessage(text) });
        return;
      }
    }
    try {
      await submitCheck({
        variables: {
          input: {
            documentUploadIds: [ids.front, ids.back].filter((id): id is string => Boolean(id)),
            selfieUploadId: ids.selfie ?? '',
          },
        },
      });
      notify.success({ title: t('form.submitted'), description: t('form.submittedDescription') });
    } catch (caught) {
      const error = toAppError(caught);
      if (error.fieldErrors.documentUploadIds)
        setError('front', { type: 'server', message: error.fieldErrors.documentUploadIds });
      if (error.fieldErrors.selfieUploadId)
        setError('selfie', { type: 'server', message: error.fieldErrors.selfieUploadId });
      notify.error({ title: t('form.failed'), description: error.message ?? undefined });
    }
  });

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate data-testid="identity-form">
      <Fieldset.Root>
        <Fieldset.Legend srOnly>{t('form.label')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('form.formats')}</Fieldset.HelperText>
        <Fieldset.Content>
          {PHOTO_FIELDS.map((name) => (
            <PhotoInput key={name} control={control} name={name} error={message(errors[name]?.message)} />
          ))}
        </Fieldset.Content>
      </Fieldset.Root>
      <Button
        type="submit"
        mt="5"
        colorPalette="brand"
        loading={isSubmitting}
        loadingText={t('form.submitting')}
      >
        {t('form.submit')}
      </Button>
    </chakra.form>
  );
}

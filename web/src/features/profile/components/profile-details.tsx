import { useMutation } from '@apollo/client/react';
import {
  Button,
  Card,
  chakra,
  DataList,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput } from '@koalarent/core/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { z } from 'zod';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { ImageUploader } from '../../listing/uploader/image-uploader';
import { UPDATE_PROFILE_MUTATION } from '../graphql/update-profile.mutation';
import type { ProfileUser } from './profile-card';

type ProfileFormValues = z.input<typeof ProfileInput>;
const FIELDS = ['fullName', 'phone', 'profileImage'] as const;

/** Spec §2/§4 profile panel: view mode with Edit Profile; edit mode with Save Changes or Cancel. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Back in view mode after Save or Cancel, focus returns to the button that opened the form.
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setEditing(false);
  }, []);

  return (
    <Card.Root rounded="2xl">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg" id="profile-details-heading">
            {t('details.heading')}
          </Heading>
          {editing ? null : (
            <Button
              ref={editButton}
              variant="outline"
              colorPalette="brand"
              size="sm"
              onClick={() => setEditing(true)}
            >
              <LuPencil aria-hidden="true" />
              {t('details.edit')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? <ProfileEditForm user={user} onDone={close} /> : <ProfileView user={user} />}
      </Card.Body>
    </Card.Root>
  );
}

function ProfileView({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const notProvided = t('details.notProvided');
  const rows: [string, string][] = [
    [t('details.fullName'), user.fullName || notProvided],
    [t('details.username'), `@${user.username}`],
    [t('details.email'), user.email ?? notProvided],
    [t('details.phone'), user.phone || notProvided],
  ];
  return (
    <DataList.Root orientation="horizontal" gap="4">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function ProfileEditForm({ user, onDone }: { user: ProfileUser; onDone(): void }) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const [updateProfile] = useMutation(UPDATE_PROFILE_MUTATION);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: {
      fullName: user.fullName,
      phone: user.phone ?? '',
      profileImage: user.profileImage ?? null,
    },
    mode: 'onTouched',
  });

  useEffect(() => {
    setFocus('fullName');
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await updateProfile({ variables: { id: user.id, input: values } });
      notify.success({ title: t('details.updated') });
      // The header and every screen reading the session see the new name and picture.
      void session.refetch().catch(() => undefined);
      onDone();
    } catch (caught) {
      const error = toAppError(caught);
      for (const field of FIELDS) {
        const message = error.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      notify.error({
        title: t('details.updateFailed'),
        description: error.message
          ? translateServerMessage(error.message)
          : t('details.updateFailedDescription'),
      });
    }
  });

  // The shared schema's and the server's messages are English: shown in the language on screen.
  const fieldError = (message: string | undefined) => (message ? translateServerMessage(message) : undefined);

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="profile-details-heading">
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.fullName)} required>
          <Field.Label>
            {t('details.fullName')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('fullName')} autoComplete="name" />
          <Field.ErrorText>{fieldError(errors.fullName?.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>{t('details.phoneOptional')}</Field.Label>
          <Input {...register('phone')} type="tel" autoComplete="tel" />
          <Field.ErrorText>{fieldError(errors.phone?.message)}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={control}
          name="profileImage"
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={Boolean(fieldState.error)}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('details.pictureOptional')}
              </Fieldset.Legend>
              <ImageUploader
                label={t('details.picture')}
                value={field.value ? [field.value] : []}
                onChange={(urls) => field.onChange(urls[0] ?? null)}
                maxImages={1}
                showCover={false}
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? 'profile-image-error' : undefined}
                buttonRef={field.ref}
                onBusyChange={onBusyChange}
              />
              {fieldState.error ? (
                <Text id="profile-image-error" fontSize="xs" color="fg.error">
                  {fieldError(fieldState.error.message)}
                </Text>
              ) : null}
            </Fieldset.Root>
          )}
        />
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting || uploading}
            loadingText={uploading ? t('details.uploading') : t('details.saving')}
          >
            {t('details.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
            {t('details.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

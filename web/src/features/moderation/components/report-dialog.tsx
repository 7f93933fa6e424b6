import { useMutation } from '@apollo/client/react';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextareaField } from '../../../shared/ui/textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { CREATE_REPORT_MUTATION } from '../graphql/create-report.mutation';

import type { ReportTarget } from './report-button';

/** The report form: a reason from the short list and an optional note (issue 26 §3). */
export function ReportDialog({
  target,
  onClose,
  finalFocus,
}: {
  target: ReportTarget;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [report, { loading }] = useMutation(CREATE_REPORT_MUTATION);
  const title = target.targetType === 'item' ? t('report.titleListing') : t('report.titleMember');

  async function submit() {
    if (loading) return;
    if (!reason) {
      setError(t('report.chooseReason'));
      return;
    }
    setError(undefined);
    try {
      await report({ variables: { input: { ...target, reason, note: note.trim() || null } } });
      notify.success({ title: t('report.sent'), description: t('report.sentDescription') });
      onClose();
    } catch (caught) {
      const failure = toAppError(caught);
      notify.error({ title: t('report.failed'), description: failure.message ?? t('report.failed') });
      // A duplicate or a vanished target will not change by trying again: the dialog closes.
      if (failure.code === 'CONFLICT' || failure.code === 'NOT_FOUND') onClose();
    }
  }

  return (
    <FormDialog
      title={title}
      description={t('report.description')}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('report.close')}
      cancelLabel={t('report.cancel')}
      submitLabel={t('report.submit')}
      pendingLabel={t('report.sending')}
      palette="red"
    >
      <RadioGroup.Root
        value={reason}
        onValueChange={(details) => {
          setReason(REPORT_REASONS.find((r) => r === details.value) ?? null);
          setError(undefined);
        }}
        aria-labelledby="report-reason-label"
        colorPalette="brand"
      >
        <Stack gap="2">
          <RadioGroup.Label id="report-reason-label" fontWeight="semibold">
            {t('report.reason')}
          </RadioGroup.Label>
          {REPORT_REASONS.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`reasons.${option}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <TextareaField
        label={t('report.note')}
        value={note}
        onValueChange={setNote}
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        placeholder={t('report.notePlaceholder')}
      />
    </FormDialog>
  );
}

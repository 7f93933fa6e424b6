import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFlag } from 'react-icons/lu';
import { useNamespaces } from '../../../shared/i18n/i18n';

export interface ReportTarget {
  targetType: 'item' | 'user';
  targetId: number;
}

const loadDialog = () => import('./report-dialog');
/**
 * The form (its reasons, its mutation, the dialog) is its own chunk, fetched when the pointer or focus reaches the
 * button: a listing's page loads none of it, nor the contracts and zod it reads, until a visitor goes to report.
 */
const ReportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog })));
function prefetchDialog(): void {
  loadDialog().catch(() => undefined);
}

/** "Report this listing" / "Report this member": a small button that opens the report form. */
export function ReportButton({ targetType, targetId }: ReportTarget) {
  useNamespaces('moderation');
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="xs"
        variant="ghost"
        colorPalette="gray"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
      >
        <LuFlag aria-hidden="true" />
        {targetType === 'item' ? t('report.reportListing') : t('report.reportMember')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ targetType, targetId }}
            onClose={() => setOpen(false)}
            finalFocus={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}

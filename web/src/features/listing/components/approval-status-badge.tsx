import { Badge } from '@chakra-ui/react';
import { approvalStatusView } from '../approval-status';

export function ApprovalStatusBadge({ status }: { status: string }) {
  const view = approvalStatusView(status);
  return (
    <Badge colorPalette={view.palette} variant="subtle">
      {view.label}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';
import { useApprovalStatusView } from '../approval-status';

export function ApprovalStatusBadge({ status }: { status: string }) {
  const view = useApprovalStatusView()(status);
  return (
    <Badge colorPalette={view.palette} variant="subtle">
      {view.label}
    </Badge>
  );
}

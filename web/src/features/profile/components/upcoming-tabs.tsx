import { Button, EmptyState, Heading, Stack } from '@chakra-ui/react';
import { LuCalendarDays, LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';

// Bookings and messaging are built by their own issues; until then these tabs say so plainly instead of
// showing invented data.

export function MyBookingsTab() {
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        My Bookings
      </Heading>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCalendarDays />
          </EmptyState.Indicator>
          <EmptyState.Title>No bookings yet</EmptyState.Title>
          <EmptyState.Description>
            Your pending, active and past bookings will appear here once booking opens on KoalaRent.
          </EmptyState.Description>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={PATHS.search}>Browse Items to Rent</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}

export function MessagesTab() {
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Messages
      </Heading>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuMessageSquare />
          </EmptyState.Indicator>
          <EmptyState.Title>No messages yet</EmptyState.Title>
          <EmptyState.Description>
            When you receive messages from other users, they'll appear here. Messaging arrives with its own
            update.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}

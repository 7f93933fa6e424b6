import { Badge, Button, CloseButton, Dialog, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { KOALA_RANK_LABELS, normalizeRank } from '@koalarent/core/contracts';
import { LuAward, LuCircleHelp } from 'react-icons/lu';
import { RANK_LADDER } from '../ranks';

/** The member's rank (spec §3 account ladder; unknown → rookie); pressing it opens the rank help dialog. */
export function RankBadge({ rank, own }: { rank: string | null | undefined; own: boolean }) {
  const current = normalizeRank(rank);
  return (
    <Dialog.Root placement="center" size="md" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button
          size="xs"
          variant="subtle"
          colorPalette="brand"
          rounded="full"
          aria-label={`${KOALA_RANK_LABELS[current]}: what the Koala ranks mean`}
        >
          <LuAward aria-hidden="true" />
          {KOALA_RANK_LABELS[current]}
          <LuCircleHelp aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Koala Ranks</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  Members rise through the five ranks by renting and lending well: ranks count completed
                  rentals (as renter or owner), the star rating from reviews and a verified identity. A member
                  holds the highest rank whose requirements they meet.
                </Text>
                <List.Root as="ol" listStyleType="none" gap="3">
                  {RANK_LADDER.map((step) => {
                    const isCurrent = step.rank === current;
                    return (
                      <List.Item
                        key={step.rank}
                        borderWidth="1px"
                        borderColor={isCurrent ? 'brand.solid' : 'border'}
                        bg={isCurrent ? 'brand.subtle' : undefined}
                        rounded="lg"
                        p="3"
                        aria-current={isCurrent ? 'true' : undefined}
                      >
                        <HStack justify="space-between" mb="1">
                          <Text fontWeight="semibold">{step.label}</Text>
                          {isCurrent ? (
                            <Badge colorPalette="brand" variant="solid">
                              {own ? 'Your rank' : 'Current rank'}
                            </Badge>
                          ) : null}
                        </HStack>
                        <List.Root fontSize="sm" color="fg.muted" ps="5">
                          {step.requirements.map((requirement) => (
                            <List.Item key={requirement}>{requirement}</List.Item>
                          ))}
                        </List.Root>
                      </List.Item>
                    );
                  })}
                </List.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

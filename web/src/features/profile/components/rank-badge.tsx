import { Badge, Button, CloseButton, Dialog, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { normalizeRank } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { LuAward, LuCircleHelp } from 'react-icons/lu';
import { useFormat } from '../../../shared/i18n/format';
import { rankLabel, rankLadder } from '../ranks';

/** The member's rank (spec §3 account ladder; unknown → rookie); pressing it opens the rank help dialog. */
export function RankBadge({ rank, own }: { rank: string | null | undefined; own: boolean }) {
  const { t } = useTranslation('profile');
  const fmt = useFormat();
  const current = normalizeRank(rank);
  const label = rankLabel(current, t);
  return (
    <Dialog.Root placement="center" size="md" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button
          size="xs"
          variant="subtle"
          colorPalette="brand"
          rounded="full"
          aria-label={t('ranks.badgeLabel', { rank: label })}
        >
          <LuAward aria-hidden="true" />
          {label}
          <LuCircleHelp aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('ranks.title')}</Dialog.Title>
            </Dialog.Header>
            {/* The ladder can be taller than a phone's or a small window's dialog: the body then scrolls, and a
                keyboard reaches it (it holds nothing focusable of its own). */}
            <Dialog.Body tabIndex={0}>
              <Stack gap="4">
                <Text color="fg.muted">{t('ranks.intro')}</Text>
                <List.Root as="ol" listStyleType="none" gap="3">
                  {rankLadder(t, fmt).map((step) => {
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
                              {own ? t('ranks.yourRank') : t('ranks.currentRank')}
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
                <Button variant="outline">{t('ranks.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ranks.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

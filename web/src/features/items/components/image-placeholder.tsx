import { Center, Icon, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuImageOff } from 'react-icons/lu';
import { useNamespaces } from '../../../shared/i18n/i18n';

/** Shown where an item has no image (spec §2). */
export function ImagePlaceholder({ height = 'full' }: { height?: string }) {
  useNamespaces('items');
  const { t } = useTranslation('items');
  return (
    <Center h={height} w="full" bg="bg.muted" color="fg.muted" flexDirection="column" gap="2">
      <Icon as={LuImageOff} boxSize="8" aria-hidden="true" />
      <Text fontSize="sm">{t('images.none')}</Text>
    </Center>
  );
}

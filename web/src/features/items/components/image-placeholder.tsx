import { Center, Icon, Text } from '@chakra-ui/react';
import { LuImageOff } from 'react-icons/lu';

/** Shown where an item has no image (spec §2). */
export function ImagePlaceholder({ height = 'full' }: { height?: string }) {
  return (
    <Center h={height} w="full" bg="bg.muted" color="fg.muted" flexDirection="column" gap="2">
      <Icon as={LuImageOff} boxSize="8" aria-hidden="true" />
      <Text fontSize="sm">No image available</Text>
    </Center>
  );
}

import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="24" aria-busy="true">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t('common.loading')} />
    </Center>
  );
}

import { Box, Input, InputGroup } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { searchTarget } from '../search/search-query';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: empty or whitespace-only queries are ignored. The location hint (lat/lon) arrives in a later issue.
    const target = searchTarget(query);
    if (target) navigate(target);
  }

  return (
    <Box as="form" role="search" onSubmit={onSubmit} width="full">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          name="q"
          aria-label={t('header.searchLabel')}
          placeholder={t('header.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          rounded="full"
          bg="bg.muted"
          borderColor="transparent"
          _focusVisible={{ bg: 'bg', borderColor: 'brand.solid' }}
        />
      </InputGroup>
    </Box>
  );
}

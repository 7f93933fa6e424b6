import { Box, Input, InputGroup } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useUserLocation } from '../../location/location-context';
import { searchTarget } from '../search/search-query';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coords, place } = useUserLocation();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec §2/§5: empty or whitespace-only queries are ignored; a known position travels as lat and lon.
    const target = searchTarget(query, coords);
    if (target) navigate(target);
  }

  // Spec §2: the placeholder names the detected location if known. The provider sets `place` only once the
  // `location` strings are loaded, so the key below never shows raw.
  const placeholder = place
    ? t('header.searchNear', { ns: 'location', place: place.label })
    : t('header.searchPlaceholder');

  return (
    <Box as="form" role="search" onSubmit={onSubmit} width="full">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          name="q"
          aria-label={t('header.searchLabel')}
          placeholder={placeholder}
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

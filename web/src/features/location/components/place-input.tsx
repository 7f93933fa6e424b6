import { useQuery } from '@apollo/client/react';
import { Box, Input, Text } from '@chakra-ui/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { PLACE_SUGGESTIONS_QUERY } from '../graphql/place-suggestions.query';
import {
  type ComboboxState,
  closedCombobox,
  comboboxKey,
  PLACE_SUGGESTION_LIMIT,
  SUGGEST_DEBOUNCE_MS,
  suggestionQuery,
} from '../model/combobox';

interface ChosenPlace {
  label: string;
  latitude: number;
  longitude: number;
}

export interface PlaceInputProps {
  id?: string;
  value: string;
  /** Every keystroke (free text stays valid) and, with `place`, a chosen suggestion. */
  onChange(value: string, place?: ChosenPlace): void;
  placeholder?: string;
  'aria-label'?: string;
  invalid?: boolean;
  name?: string;
  onBlur?(): void;
  maxLength?: number;
  enterKeyHint?: 'search' | 'done' | 'next' | 'go';
  ref?: Ref<HTMLInputElement>;
}

/** Waits `delay` ms after the last change before passing a value on (spec: suggestions as the user types). */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A place-name field with suggestions from our server's gazetteer (the WAI-ARIA combobox pattern with a
 * list box): typing asks for suggestions after 200 ms; Down/Up move through them, Enter chooses, Escape
 * closes. Nothing has to be chosen: what the user typed stays the value.
 */
export function PlaceInput({
  id,
  value,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  invalid,
  name,
  onBlur,
  maxLength,
  enterKeyHint,
  ref,
}: PlaceInputProps) {
  useNamespaces('location');
  const { t } = useTranslation('location');
  const listboxId = useId();
  const [combobox, setCombobox] = useState<ComboboxState>(closedCombobox);
  const query = suggestionQuery(useDebounced(value, SUGGEST_DEBOUNCE_MS));
  const { data, previousData, loading } = useQuery(PLACE_SUGGESTIONS_QUERY, {
    variables: { query: query ?? '', limit: PLACE_SUGGESTION_LIMIT },
    skip: query === null || !combobox.open,
  });
  // While the next answer is on its way the previous list stays, so the popup does not flicker.
  const suggestions = useMemo(
    () => (query === null ? [] : ((data ?? previousData)?.placeSuggestions ?? [])),
    [query, data, previousData],
  );
  const expanded = combobox.open && suggestions.length > 0;
  const active = expanded && combobox.active < suggestions.length ? combobox.active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function choose(index: number) {
    const place = suggestions[index];
    if (!place) return;
    setCombobox(closedCombobox);
    onChange(place.label, { label: place.label, latitude: place.latitude, longitude: place.longitude });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const outcome = comboboxKey(
      { open: combobox.open, active, count: suggestions.length },
      event.key,
      event.altKey,
    );
    if (!outcome) return;
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.choose !== undefined) choose(outcome.choose);
    else setCombobox(outcome.state);
  }

  function onInputBlur(_event: FocusEvent<HTMLInputElement>) {
    setCombobox(closedCombobox);
    onBlur?.();
  }

  const announcement =
    !combobox.open || query === null || loading
      ? ''
      : suggestions.length > 0
        ? t('placeInput.count', { count: suggestions.length })
        : data
          ? t('placeInput.none')
          : '';

  return (
    <Box position="relative" width="full">
      <Input
        {...(id ? { id } : {})}
        ref={ref}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        enterKeyHint={enterKeyHint}
        value={value}
        onChange={(event) => {
          setCombobox({ open: true, active: -1 });
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      <Box
        as="ul"
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={t('placeInput.suggestions')}
        hidden={!expanded}
        position="absolute"
        insetX="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        maxH="64"
        overflowY="auto"
        py="1"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="md"
        listStyleType="none"
      >
        {suggestions.map((place, index) => (
          <Box
            as="li"
            key={`${place.label}|${place.latitude}|${place.longitude}`}
            id={optionId(index)}
            data-index={index}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.emphasized' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keeps the focus in the field, so choosing with the pointer does not blur (and close) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <Text fontSize="sm" fontWeight="medium">
              {place.label}
            </Text>
            {place.region ? (
              <Text fontSize="xs" color="fg.muted">
                {place.region}
              </Text>
            ) : null}
          </Box>
        ))}
      </Box>
      <Text srOnly role="status">
        {announcement}
      </Text>
    </Box>
  );
}

import { Field, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/** A labelled search field (the label is visible: placeholders are not labels). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  maxW = 'md',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  maxW?: string;
}) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden="true" />}>
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}

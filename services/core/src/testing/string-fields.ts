import { z } from 'zod';

/** One string a contract accepts, found by `stringFieldsOf`: where it sits and its own schema. */
export interface StringField {
  path: string;
  schema: z.ZodType;
}

/**
 * Every string schema inside a contract (object fields, list elements, union members, the input side of pipes and
 * transforms, through optional/nullable/default wrappers), so a test can check a rule on each string field without
 * naming them: a field added later is swept too.
 */
export function stringFieldsOf(schema: z.ZodType, path = ''): StringField[] {
  const def = schema._zod.def;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'string':
      return [{ path: path || '(root)', schema }];
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, inner]) =>
        stringFieldsOf(inner as z.ZodType, at(key)),
      );
    case 'array':
      return stringFieldsOf((schema as z.ZodArray<z.ZodType>).element, at(0));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringFieldsOf((def as unknown as { innerType: z.ZodType }).innerType, path);
    case 'pipe':
      return stringFieldsOf((def as unknown as { in: z.ZodType }).in, path);
    case 'union':
      return (schema as z.ZodUnion<z.ZodType[]>).options.flatMap((option) => stringFieldsOf(option, path));
    case 'intersection': {
      const { left, right } = def as unknown as { left: z.ZodType; right: z.ZodType };
      return [...stringFieldsOf(left, path), ...stringFieldsOf(right, path)];
    }
    case 'record':
      return stringFieldsOf((def as unknown as { valueType: z.ZodType }).valueType, at('*'));
    default:
      return [];
  }
}

/** The zod schemas among a module's exports, by export name. */
export function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
}

import { controlCharacterMessage, DomainError, ErrorCode, hasControlCharacter } from '@koalarent/core';
import { type DocumentNode, type ExecutionResult, GraphQLError, Kind, type ValueNode, visit } from 'graphql';

/**
 * The field named in the refusal: the path inside the variable's object, as the contracts name it (`category` of
 * `$filter`, `images.1` of `$input`), or the variable's own name when it is the string itself.
 */
function variableField(variable: string, path: (string | number)[]): string {
  return path.length > 0 ? path.join('.') : variable;
}

function findInValue(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value, true) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInValue(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const found = findInValue(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function findInLiteral(node: ValueNode, path: string[]): string[] | null {
  if (node.kind === Kind.STRING) return hasControlCharacter(node.value, true) ? path : null;
  if (node.kind === Kind.LIST) {
    for (const [i, inner] of node.values.entries()) {
      const found = findInLiteral(inner, [...path, String(i)]);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = findInLiteral(field.value, [...path, field.name.value]);
      if (found) return found;
    }
  }
  return null;
}

/** A document's verdict is the same on every request: it is looked for once per parsed document. */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

/** The argument (or input field) whose string literal in the document holds a control character, else null. */
function literalField(document: DocumentNode): string | null {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known;
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found !== null) return false;
      const path = findInLiteral(node.value, []);
      if (path) found = path.length > 0 ? path.join('.') : node.name.value;
      return false;
    },
  });
  literalVerdicts.set(document, found);
  return found;
}

/**
 * The door's net under the contracts: every string a request carries (its variables, and the string literals of its
 * document) is checked with core's text rule before anything runs, so a string no contract reads (a cursor, an
 * admin's search, a place query) still cannot carry a NUL to PostgreSQL. The refusal is the contracts' 400, naming
 * the field. Null when the request is clean.
 */
export function refuseControlCharacters(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): ExecutionResult | null {
  let field: string | null = null;
  if (variables) {
    for (const [name, value] of Object.entries(variables)) {
      const path = findInValue(value, []);
      if (path) {
        field = variableField(name, path);
        break;
      }
    }
  }
  field ??= literalField(document);
  if (field === null) return null;
  const message = controlCharacterMessage(field);
  const refusal = new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
  // No data and a 400, as for variables that do not coerce: the request is refused before execution.
  return {
    errors: [
      new GraphQLError(message, {
        originalError: refusal,
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      }),
    ],
  };
}

import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ParseOptions,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
  visitInParallel,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** graphql-armor's cost: 1 per leaf, 2 per object, children weighted ×1.5 per level, lists ×`first`/`last`. */
  maxCost: number;
  maxDirectives: number;
  /** Parse-time cap: a huge or absurdly nested document is refused by the lexer before any recursive walk. */
  maxTokens: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxDirectives: 50,
  maxTokens: 3000,
};

/**
 * Where introspection is allowed (development), an operation that asks only for `__schema` / `__type` may go
 * deep enough for the standard introspection query that GraphiQL, Apollo Sandbox and codegen tools send, once
 * per document: depth 20 and a cost cap that fits this schema's full introspection about three times over.
 * Aliases stay capped hard, so the "200 aliases of `__schema`" bomb is refused as before.
 */
const INTROSPECTION_LIMITS: QueryLimits = {
  maxDepth: 20,
  maxAliases: 2,
  maxCost: 50_000,
  maxDirectives: 10,
  maxTokens: 3000,
};

/** True when every operation of the document selects only introspection fields at its root. */
function isIntrospectionOnly(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every((op) =>
      op.selectionSet.selections.every((sel) => sel.kind === Kind.FIELD && sel.name.value.startsWith('__')),
    )
  );
}

/** The parse options every door passes to graphql-js `parse` (Apollo's `parseOptions`, graphql-ws, REST). */
export function parseOptions(limits: QueryLimits = DEFAULT_LIMITS): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

type RejectCallbacks = NonNullable<NonNullable<Parameters<typeof maxDepthRule>[0]>['onReject']>;

/**
 * graphql-armor's rules throw out of `validate` by default, which Apollo answers as a 500; reporting the error
 * instead makes it an ordinary validation failure (400) listed beside the others. Its messages start with
 * "Syntax Error: " although the document parsed; that prefix is dropped.
 */
const report = (): { propagateOnRejection: false; onReject: RejectCallbacks } => ({
  propagateOnRejection: false,
  onReject: [
    (context, error) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
});

/**
 * The limit rules every door adds to graphql-js's specified rules. They count every field, introspection
 * (`__schema`, `__type`) included: introspection is no cheaper to answer than the rest of the schema.
 */
function limitRules(limits: QueryLimits = DEFAULT_LIMITS): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: false, flattenFragments: true, ...report() }),
    // The default allow-list lets `__typename` be aliased freely; an alias is an alias.
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...report() }),
    costLimitRule({
      maxCost: limits.maxCost,
      ignoreIntrospection: false,
      flattenFragments: true,
      ...report(),
    }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report() }),
  ];
}

/**
 * The limit rules of a door: the normal limits, or, when introspection is on and the document is an
 * introspection query, the introspection limits (chosen per document, so a mixed document gets the normal ones).
 */
export function limitRulesFor(
  options: { introspection: boolean },
  limits: QueryLimits = DEFAULT_LIMITS,
): ValidationRule[] {
  const normal = limitRules(limits);
  if (!options.introspection) return normal;
  const introspection = limitRules(INTROSPECTION_LIMITS);
  return [
    (context) =>
      visitInParallel(
        (isIntrospectionOnly(context.getDocument()) ? introspection : normal).map((rule) => rule(context)),
      ),
  ];
}

/** Every rule a door validates with: the spec's, the limits, and (when it is off) the introspection ban. */
function documentRules(
  options: { introspection: boolean },
  limits: QueryLimits = DEFAULT_LIMITS,
): ValidationRule[] {
  return [
    ...specifiedRules,
    ...limitRulesFor(options, limits),
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}

/** graphql-js suggests field and type names ("Did you mean …?"), which maps the schema for a caller without introspection. */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/ ?Did you mean .+\?$/, '');
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Parses and validates one document as the GraphQL door does, for the doors Apollo does not serve (graphql-ws,
 * REST): the same token cap, rules and introspection setting, suggestions removed.
 */
export function checkDocument(
  schema: GraphQLSchema,
  source: string,
  options: { introspection: boolean },
  limits: QueryLimits = DEFAULT_LIMITS,
): { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(source, parseOptions(limits));
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const problems = validate(schema, document, documentRules(options, limits));
  if (problems.length > 0) return { errors: problems.map(withoutSuggestions) };
  return { document };
}

const costs = new WeakMap<DocumentNode, number>();

/**
 * A validated document's cost as the limit rule counts it (graphql-armor's cost, with the options every door's
 * limit uses), for an API token's hourly budget (issue 25 §3): the largest of its operations', computed once per
 * document object.
 */
export function documentCost(schema: GraphQLSchema, document: DocumentNode): number {
  const known = costs.get(document);
  if (known !== undefined) return known;
  let cost = 0;
  validate(schema, document, [
    costLimitRule({
      maxCost: Number.POSITIVE_INFINITY,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onAccept: [
        (_context, { n }) => {
          cost = Math.max(cost, n);
        },
      ],
    }),
  ]);
  costs.set(document, cost);
  return cost;
}

import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Every selected field costs 1, fragments included: a cap on the work one document can ask for. */
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxAliases: 15, maxCost: 1000 };

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
  out: Measure,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith('__')) continue;
      out.cost += 1;
      if (sel.alias) out.aliases += 1;
      if (sel.selectionSet) {
        out.depth = Math.max(out.depth, depth + 1);
        measure(sel.selectionSet, fragments, depth + 1, seen, out);
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      measure(sel.selectionSet, fragments, depth, seen, out);
    } else {
      const name = sel.name.value;
      const fragment = fragments[name];
      // A fragment spread twice on one path is a cycle (already a validation error); do not loop on it.
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      measure(fragment.selectionSet, fragments, depth, seen, out);
      seen.delete(name);
    }
  }
}

/** A validation rule refusing documents deeper, more aliased or costlier than the limits, before any resolver runs. */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const m: Measure = { depth: 1, aliases: 0, cost: 0 };
        measure(node.selectionSet, fragments, 1, new Set(), m);
        const refuse = (message: string) =>
          context.reportError(
            new GraphQLError(message, { nodes: [node], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          );
        if (m.depth > limits.maxDepth)
          refuse(`Query is too deep: ${m.depth} levels (limit ${limits.maxDepth}).`);
        if (m.aliases > limits.maxAliases)
          refuse(`Query uses too many aliases: ${m.aliases} (limit ${limits.maxAliases}).`);
        if (m.cost > limits.maxCost)
          refuse(`Query is too expensive: ${m.cost} fields (limit ${limits.maxCost}).`);
      },
    };
  };
}

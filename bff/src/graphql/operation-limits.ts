import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** How big one operation may be: deeper, wider or costlier ones are refused before any upstream call. */
export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = { maxDepth: 8, maxAliases: 15, maxCost: 5000 };

// A list field multiplies the cost of what is under it by a page's likely size.
const LIST_FACTOR = 10;

export type LimitKind = 'depth' | 'aliases' | 'cost';

/** The refusal; its message is put in the caller's language by formatError (format-error.ts). */
const refusal = (limit: LimitKind, actual: number, max: number, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', limit, actual, max } });

const fragmentsOf = (context: ValidationContext) =>
  new Map(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

/** Deepest field nesting of a selection, following fragments (each fragment once per path). */
function depthOf(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
    }
  }
  return deepest;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context): ASTVisitor => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) context.reportError(refusal('depth', depth, maxDepth, `Query too deep: ${depth} levels, at most ${maxDepth}.`));
      },
    };
  };
}

export function aliasLimit(maxAliases: number): ValidationRule {
  return (context): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) context.reportError(refusal('aliases', aliases, maxAliases, `Too many aliases: ${aliases}, at most ${maxAliases}.`));
        },
      },
    };
  };
}

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
}

/** Every field costs its multiplier; a list field multiplies what is under it by LIST_FACTOR. */
function costOf(walk: CostWalk, selectionSet: SelectionSetNode, parent: GraphQLNamedType, multiplier: number, seen: Set<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
      cost += multiplier;
      if (!field || !selection.selectionSet) continue;
      const below = isList(field.type) ? multiplier * LIST_FACTOR : multiplier;
      cost += costOf(walk, selection.selectionSet, getNamedType(field.type), below, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      cost += costOf(walk, selection.selectionSet, type ?? parent, multiplier, seen);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parent;
      cost += costOf(walk, fragment.selectionSet, type, multiplier, new Set([...seen, fragment.name.value]));
    }
  }
  return cost;
}

/**
 * A rough cost, fragments included: every field costs 1, multiplied by LIST_FACTOR for each list
 * above it. It does not read `limit` arguments (the api caps pages at 100): it only stops
 * operations built to be heavy.
 */
export function costLimit(maxCost: number): ValidationRule {
  return (context): ASTVisitor => {
    const walk = { schema: context.getSchema(), fragments: fragmentsOf(context) };
    return {
      OperationDefinition(operation) {
        const root = walk.schema.getRootType(operation.operation);
        if (!root) return;
        const cost = costOf(walk, operation.selectionSet, root, 1, new Set());
        if (cost > maxCost) context.reportError(refusal('cost', cost, maxCost, `Query too costly: ${cost} points, at most ${maxCost}.`));
      },
    };
  };
}

export function operationLimitRules(limits: OperationLimits = DEFAULT_OPERATION_LIMITS): ValidationRule[] {
  return [depthLimit(limits.maxDepth), aliasLimit(limits.maxAliases), costLimit(limits.maxCost)];
}

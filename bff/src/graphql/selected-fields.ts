import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields that `sets` select, fragments (named and inline) opened. */
function* fieldsOf(sets: readonly SelectionSetNode[], info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) yield selection;
      if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf([selection.selectionSet], info);
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = info.fragments[selection.name.value];
        if (fragment) yield* fieldsOf([fragment.selectionSet], info);
      }
    }
  }
}

/**
 * Whether the query asks, under the field being resolved and then `path` (`['items']`), for any of
 * `names`. Directives are not read: a field under `@skip` counts as asked for, which only costs the
 * caller the fuller answer.
 */
export function selectsAny(info: GraphQLResolveInfo, path: readonly string[], names: ReadonlySet<string>): boolean {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) {
    sets = [...fieldsOf(sets, info)].flatMap((field) => (field.name.value === step && field.selectionSet ? [field.selectionSet] : []));
  }
  return [...fieldsOf(sets, info)].some((field) => names.has(field.name.value));
}

import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The selection sets a selection set holds, fragments (named and inline) opened. */
function* flattened(set: SelectionSetNode, info: GraphQLResolveInfo): Generator<SelectionSetNode> {
  yield set;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) yield* flattened(selection.selectionSet, info);
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (fragment) yield* flattened(fragment.selectionSet, info);
    }
  }
}

/** The sub-selections of the fields named `name` in `sets`, wherever a fragment put them. */
function fieldSelections(sets: readonly SelectionSetNode[], name: string, info: GraphQLResolveInfo): SelectionSetNode[] {
  return sets.flatMap((set) =>
    [...flattened(set, info)].flatMap((flat) =>
      flat.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD && selection.name.value === name && selection.selectionSet ? [selection.selectionSet] : [],
      ),
    ),
  );
}

/**
 * Whether the query asks, under the field being resolved and then `path` (`['items']`), for any of
 * `names`. Directives are not read: a field under `@skip` counts as asked for, which only costs the
 * caller the fuller answer.
 */
export function selectsAny(info: GraphQLResolveInfo, path: readonly string[], names: ReadonlySet<string>): boolean {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) sets = fieldSelections(sets, step, info);
  return sets.some((set) =>
    [...flattened(set, info)].some((flat) => flat.selections.some((selection) => selection.kind === Kind.FIELD && names.has(selection.name.value))),
  );
}

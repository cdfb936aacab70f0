export interface ColumnHeadersProps {
  /** One per column, in order; no two alike. */
  labels: readonly string[];
}

/** A table's header row when every column is named by a word alone (no sort, no selection). */
export function ColumnHeaders({ labels }: ColumnHeadersProps) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

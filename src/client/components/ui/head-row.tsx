/** Column headings: each its words, or [words, class]; `cell` is every heading's class. */
export function HeadRow({
  columns,
  className,
  cell,
}: {
  columns: readonly (string | readonly [string, string])[];
  className?: string;
  cell?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column) => {
        const [label, own] = typeof column === 'string' ? [column, cell] : column;
        return (
          <th key={label} scope="col" className={own}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}

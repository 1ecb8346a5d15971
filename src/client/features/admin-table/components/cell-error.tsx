import { TriangleAlert } from 'lucide-react';

/**
 * The red warning mark of a failed save (spec §4): an icon, "Save failed" for screen readers
 * and the server's reason. role="alert" announces it, as focus returns to the cell and would not read it otherwise.
 */
export function CellError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-1 flex max-w-64 items-start gap-1 font-semibold text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
      <span>
        <span className="sr-only">Save failed:</span> {message}
      </span>
    </p>
  );
}

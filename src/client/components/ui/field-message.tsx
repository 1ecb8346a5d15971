import { TriangleAlert } from 'lucide-react';

/** A field's error (role="alert"), rendered only with a message so its id exists only while there is an error. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 flex items-start gap-2 font-medium text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** How far a file or an import has got, as a bar and in words (not announced at every step). */
export function ProgressBar({
  label,
  percent,
  text,
  bold,
}: {
  label: string;
  percent: number;
  text: string;
  bold?: true;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-6 w-full overflow-hidden rounded-full border-2 border-slate-500 bg-slate-100"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className={bold ? 'font-semibold' : undefined}>{text}</p>
    </div>
  );
}

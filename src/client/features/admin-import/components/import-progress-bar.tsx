import type { ImportJob } from '../../../../shared/import-contracts';
import { progressPercent, recordsText } from '../lib/job-display';

export function ImportProgressBar({ job }: { job: ImportJob }) {
  const percent = progressPercent(job);
  const text = `${recordsText(job)} records (${percent}%)`;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-6 w-full overflow-hidden rounded-full border-2 border-slate-500 bg-slate-100"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-semibold">{text}</p>
    </div>
  );
}

import clsx from 'clsx';
import { useEffect, useState } from 'react';
import {
  ANALYTICS_BUCKETS,
  type AnalyticsBucket,
  type AnalyticsRange,
} from '../../../../shared/user-analytics-contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { checkRange, matchingPreset, presetRange, RANGE_PRESETS } from '../lib/analytics-range';

const BUCKET_LABELS: Record<AnalyticsBucket, string> = { day: 'Day', week: 'Week' };

/** A valid range applies at once; an invalid one says why and the last valid figures stay. */
export function RangePicker({
  range,
  today,
  onChange,
}: {
  range: AnalyticsRange;
  today: string;
  onChange: (range: AnalyticsRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  const check = checkRange(from, to, range.bucket, today);
  const errorFor = (path: 'from' | 'to') => check.issues.find((i) => i.path === path)?.message;
  const active = matchingPreset(range, today);

  const edit = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const next = checkRange(nextFrom, nextTo, range.bucket, today);
    if (next.range) onChange(next.range);
  };

  return (
    <section
      aria-labelledby="analytics-range-heading"
      className="mb-8 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id="analytics-range-heading" className="text-2xl font-bold">
        Date range
      </h2>
      <p className="text-slate-700">Both dates are included. Days are counted in UTC.</p>
      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-900">Quick ranges</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RANGE_PRESETS.map((preset) => (
            <Button
              key={preset.id}
              variant={active === preset.id ? 'primary' : 'outline'}
              aria-pressed={active === preset.id}
              onClick={() => onChange(presetRange(preset.id, today, range.bucket))}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="analytics-from"
          label="Start date"
          type="date"
          value={from}
          error={errorFor('from')}
          onChange={(e) => edit(e.target.value, to)}
        />
        <TextField
          id="analytics-to"
          label="End date"
          type="date"
          value={to}
          error={errorFor('to')}
          onChange={(e) => edit(from, e.target.value)}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-900">Group by</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {ANALYTICS_BUCKETS.map((bucket) => (
            <label
              key={bucket}
              className={clsx(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-4 py-2 font-semibold',
                bucket === range.bucket
                  ? 'border-primary bg-blue-50 text-slate-900'
                  : 'border-slate-500 bg-white',
              )}
            >
              <input
                type="radio"
                name="analytics-bucket"
                value={bucket}
                checked={bucket === range.bucket}
                onChange={() => onChange({ ...range, bucket })}
                className="size-5 accent-primary"
              />
              {BUCKET_LABELS[bucket]}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

import clsx from 'clsx';
import { pointsTone, signedPoints } from '../lib/score-breakdown';

const TONES = { positive: 'text-green-800', negative: 'text-red-800', zero: 'text-slate-700' } as const;

/** Green when positive, red when negative, the sign always written. */
export function PointsText({ points, className }: { points: number; className?: string }) {
  return (
    <span
      className={clsx('font-semibold whitespace-nowrap tabular-nums', TONES[pointsTone(points)], className)}
    >
      {signedPoints(points)}
    </span>
  );
}

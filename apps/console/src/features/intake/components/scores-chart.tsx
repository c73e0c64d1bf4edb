import { GAD7, PHQ9, type ScoreRow } from '@clinic/contracts';
import { formatInstant } from '../../../lib/format';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 28, right: 12, top: 12, bottom: 28 };
const SERIES = [
  { key: 'phq9', name: PHQ9.name, max: PHQ9.maxScore, colour: '#1d4ed8', dash: '' },
  { key: 'gad7', name: GAD7.name, max: GAD7.maxScore, colour: '#b45309', dash: '6 4' },
] as const;

/**
 * Every finished sitting's PHQ-9 and GAD-7 scores over time, as a small SVG that scales to its
 * box (readable at 375 px) and prints as drawn: one solid line (PHQ-9) and one dashed (GAD-7),
 * so the two tell apart without colour. The table beside it carries the same numbers.
 */
export function ScoresChart({ scores }: { scores: ScoreRow[] }) {
  if (scores.length === 0) return null;
  const top = PHQ9.maxScore;
  const x = (index: number) =>
    PAD.left +
    (scores.length === 1 ? 0.5 : index / (scores.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (score: number) => PAD.top + (1 - score / top) * (HEIGHT - PAD.top - PAD.bottom);
  const summary = scores
    .map(
      (row) =>
        `${formatInstant(row.submittedAt)}: PHQ-9 ${row.phq9?.score ?? 'none'}, GAD-7 ${row.gad7?.score ?? 'none'}`,
    )
    .join('; ');
  return (
    <figure className="max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Scores over time. ${summary}`}
        className="h-auto w-full print:break-inside-avoid"
      >
        {[0, 5, 10, 15, 20, 27].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(tick) + 4} fontSize="10" textAnchor="end" fill="#374151">
              {tick}
            </text>
          </g>
        ))}
        {SERIES.map((series) => {
          const points = scores
            .map((row, index) => ({ index, result: row[series.key] }))
            .filter((point) => point.result !== null)
            .map(({ index, result }) => ({ x: x(index), y: y(result?.score ?? 0) }));
          return (
            <g key={series.key}>
              <polyline
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                fill="none"
                stroke={series.colour}
                strokeWidth="2"
                strokeDasharray={series.dash}
              />
              {points.map((point) => (
                <circle key={`${point.x}`} cx={point.x} cy={point.y} r="3" fill={series.colour} />
              ))}
            </g>
          );
        })}
        {scores.map((row, index) => (
          <text
            key={row.appointmentId}
            x={x(index)}
            y={HEIGHT - 10}
            fontSize="9"
            textAnchor="middle"
            fill="#374151"
          >
            {new Date(row.submittedAt).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'short',
            })}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">
        Solid: {PHQ9.name} (0-{PHQ9.maxScore}); dashed: {GAD7.name} (0-{GAD7.maxScore}).
      </figcaption>
    </figure>
  );
}

import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { m } from '../../../../common/i18n/messages';
import type { WeekPoints } from '../../../../common/league/form';
import { OUTCOME_MARK, OUTCOME_WORD } from '../../../components/ui/outcome-words';
import classes from './points-chart.module.css';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 30, right: 12, top: 16, bottom: 40 };

/**
 * Group points after each week as plain SVG (a chart library would cost ~110 KB gzipped): a line
 * with each week's points written at its dot and the week's result letter under the axis, so no
 * colour has to be told apart. Screen readers get the title, a description with the figures and
 * the same figures as a table.
 */
export function PointsChart({ weeks, teamName }: { weeks: readonly WeekPoints[]; teamName: string }) {
  const id = useId();
  const max = Math.max(3, ...weeks.map((w) => w.points));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (weeks.length === 1 ? plotW / 2 : (i * plotW) / (weeks.length - 1));
  const y = (points: number) => PAD.top + plotH - (points * plotH) / max;
  const ticks = [0, Math.round(max / 2), max];
  const title = m.public_chart_title({ team: teamName });
  const description = m.public_chart_description({
    weeks: weeks.map((w) => m.public_chart_week_points({ week: w.week, points: w.points })).join(', '),
  });
  return (
    <figure className={classes.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={classes.chart}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={classes.grid} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={classes.axis}>
              {tick}
            </text>
          </g>
        ))}
        <polyline points={weeks.map((w, i) => `${x(i)},${y(w.points)}`).join(' ')} className={classes.line} />
        {weeks.map((w, i) => (
          <g key={w.week}>
            <circle cx={x(i)} cy={y(w.points)} r={4} className={classes.dot} />
            <text x={x(i)} y={y(w.points) - 8} textAnchor="middle" className={classes.value}>
              {w.points}
            </text>
            <text x={x(i)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className={classes.axis}>
              {w.week}
            </text>
            <text x={x(i)} y={HEIGHT - PAD.bottom + 32} textAnchor="middle" className={classes.outcome}>
              {w.outcome ? OUTCOME_MARK[w.outcome]() : '–'}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={classes.caption}>{m.public_chart_caption()}</figcaption>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.public_chart_week()}</th>
              <th scope="col">{m.public_chart_result()}</th>
              <th scope="col">{m.public_chart_points()}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{w.week}</th>
                <td>{w.outcome ? OUTCOME_WORD[w.outcome]() : m.public_chart_no_match()}</td>
                <td>{w.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

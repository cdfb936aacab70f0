import { Trans, useLingui } from '@lingui/react/macro';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styled, { useTheme } from 'styled-components';
import { isLanguage } from '@bourses/common/languages';
import { directionOf } from '@/modules/i18n/utils/languages';
import { countAxis } from '@/modules/staff/dashboard/utils/count-axis';
import { shortDay } from '@/modules/staff/dashboard/utils/queue-durations';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';

export interface ActivityDay {
  day: string;
  received: number;
  decided: number;
}

export interface ActivityChartProps {
  days: ActivityDay[];
}

// Drawing units of the viewBox: the chart scales to its box, from a phone to a desktop.
const WIDTH = 400;
const HEIGHT = 180;
const MARGIN = { top: 8, bottom: 22, side: 28 };
const LABEL_EVERY = 7;

const StyledFigure = styled.figure`
  margin: 0;
  svg {
    display: block;
    inline-size: 100%;
    max-inline-size: 640px;
    block-size: auto;
  }
  text {
    font-size: 11px;
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(0.75)};
  }
`;

const StyledSwatch = styled.span<{ $colour: string }>`
  inline-size: 12px;
  block-size: 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $colour }) => $colour};
`;

/**
 * Applications received and decided per day, as grouped bars. The time axis runs in the reading
 * direction (today on the left in Arabic); the same numbers are in a table for screen readers.
 */
export function ActivityChart({ days }: ActivityChartProps) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const rtl = isLanguage(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const start = MARGIN.side;
  const end = WIDTH - MARGIN.side;
  const x = scaleBand<string>({
    domain: days.map((entry) => entry.day),
    range: rtl ? [end, start] : [start, end],
    padding: 0.2,
  });
  const series = scaleBand<'received' | 'decided'>({
    domain: ['received', 'decided'],
    range: [0, x.bandwidth()],
  });
  // Whole-number gridlines, the top one at or above the tallest bar.
  const { top, ticks } = countAxis(Math.max(0, ...days.flatMap((entry) => [entry.received, entry.decided])));
  const y = scaleLinear<number>({
    domain: [0, top],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
  });
  const colours = { received: theme.colors.staffAccent, decided: theme.colors.success };
  // In a mirrored chart the left bar of a day is its second series: keep "received" first in reading order.
  const offsetOf = (key: 'received' | 'decided') =>
    rtl ? x.bandwidth() - (series(key) ?? 0) - series.bandwidth() : (series(key) ?? 0);

  return (
    <StyledFigure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="activity-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={start} x2={end} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
            <text x={rtl ? end + 4 : start - 4} y={y(tick)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
              {i18n.number(tick)}
            </text>
          </g>
        ))}
        {days.map((entry, index) => {
          const left = x(entry.day) ?? 0;
          return (
            <g key={entry.day}>
              {(['received', 'decided'] as const).map((key) => (
                <Bar
                  key={key}
                  x={left + offsetOf(key)}
                  y={y(entry[key])}
                  width={series.bandwidth()}
                  height={HEIGHT - MARGIN.bottom - y(entry[key])}
                  fill={colours[key]}
                />
              ))}
              {(days.length - 1 - index) % LABEL_EVERY === 0 ? (
                <text x={left + x.bandwidth() / 2} y={HEIGHT - 6} textAnchor="middle">
                  {shortDay(i18n.locale, entry.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <StyledLegend>
        <li>
          <StyledSwatch aria-hidden="true" $colour={colours.received} />
          <Trans>Received</Trans>
        </li>
        <li>
          <StyledSwatch aria-hidden="true" $colour={colours.decided} />
          <Trans comment="Applications approved or rejected that day">Decided</Trans>
        </li>
      </StyledLegend>
      {/* Hidden in a box: a table never shrinks to the 1px a hidden element is given, and would overflow. */}
      <div className="visually-hidden">
        <table>
          <caption>{t`Applications received and decided per day, last 30 days`}</caption>
          <ColumnHeaders
            labels={[
              t`Day`,
              t`Received`,
              t({ message: 'Decided', comment: 'Applications approved or rejected that day' }),
            ]}
          />
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{shortDay(i18n.locale, entry.day)}</th>
                <td>{entry.received}</td>
                <td>{entry.decided}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StyledFigure>
  );
}

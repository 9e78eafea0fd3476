// The response-time chart over the last weeks: bars for the questions asked, a line for the median first
// reply in hours (right axis). Loaded lazily by ResponseTimes, so chart.js stays out of every other page;
// only the parts drawn here are registered, so the rest of chart.js is tree-shaken away.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatDuration, type ResponseWeek } from '../../../../common/contracts/inbox';
import { useViewport } from '../../../lib/viewport';
import { chartSummary, medianHours, weekLabel } from './response-times-format';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The site's palette (styles.css), read from the page so a configured brand colour follows through. */
function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    brand: read('--brand', '#b08d57'),
    ink: read('--color-ink', '#0d0c0b'),
    stone: read('--color-stone', '#5c5448'),
    line: read('--color-line', '#e2d8c5'),
  };
}

export default function ResponseTimesChart({ weeks }: { weeks: ResponseWeek[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { prefersReducedMotion } = useViewport();

  useEffect(() => {
    if (!canvas.current) return;
    const colours = palette();
    const font = { family: getComputedStyle(document.body).fontFamily, size: 12 };
    const chart = new Chart(canvas.current, {
      data: {
        labels: weeks.map((week) => weekLabel(week.weekStart)),
        datasets: [
          {
            type: 'bar',
            label: 'Questions asked',
            data: weeks.map((week) => week.asked),
            backgroundColor: colours.brand,
            borderRadius: 6,
            maxBarThickness: 28,
            yAxisID: 'asked',
            order: 2,
          },
          {
            type: 'line',
            label: 'Median first reply (h)',
            data: weeks.map((week) => medianHours(week.medianSeconds)),
            borderColor: colours.ink,
            backgroundColor: colours.ink,
            borderWidth: 2,
            pointRadius: 3,
            spanGaps: true,
            tension: 0.25,
            yAxisID: 'hours',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: prefersReducedMotion ? false : { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { color: colours.ink, font, boxWidth: 12, boxHeight: 12 } },
          tooltip: {
            callbacks: {
              label: (item) => {
                if (item.dataset.yAxisID === 'hours') {
                  const seconds = weeks[item.dataIndex]?.medianSeconds;
                  return `Median first reply: ${seconds == null ? 'no replies' : formatDuration(seconds)}`;
                }
                return `Questions asked: ${item.formattedValue}`;
              },
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { color: colours.stone, font, maxRotation: 0, autoSkip: true } },
          asked: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            ticks: { color: colours.stone, font, precision: 0 },
            grid: { color: colours.line },
            title: { display: true, text: 'Asked', color: colours.stone, font },
          },
          hours: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            ticks: { color: colours.stone, font },
            grid: { display: false },
            title: { display: true, text: 'Hours', color: colours.stone, font },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [weeks, prefersReducedMotion]);

  return (
    <div className="relative">
      <div className="relative h-56">
        <canvas ref={canvas} role="img" aria-label={chartSummary(weeks)} />
      </div>
      {/* The clip sits on a wrapper: a table itself does not clip what overflows it, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Questions and first replies per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Asked</th>
              <th scope="col">Answered</th>
              <th scope="col">Median first reply</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.asked}</td>
                <td>{week.answered}</td>
                <td>{week.medianSeconds === null ? 'None' : formatDuration(week.medianSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

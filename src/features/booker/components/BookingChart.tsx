import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

export interface ChartDay {
  /** Short day label, e.g. "Mon 23". */
  label: string;
  bookings: number;
}

/**
 * The bars of the booking chart (the booker calls rule (rules: call-booker) booking), drawn with Chakra's charts on Recharts. Its own module, loaded with
 * `import()` by BookingChartSection, so the chart library's bytes come only with the page that shows it.
 * The drawing is hidden from assistive technology: the section gives the same figures as a table.
 */
export default function BookingChart({ days }: { days: ChartDay[] }) {
  const chart = useChart({ data: days, series: [{ name: 'bookings', color: 'colorPalette.solid' }] });
  return (
    <Chart.Root h="xs" aspectRatio="auto" chart={chart} aria-hidden="true">
      <BarChart data={chart.data} accessibilityLayer={false} responsive>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={32} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

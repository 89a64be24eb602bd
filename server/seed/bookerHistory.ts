import { DateTime } from 'luxon';

/**
 * The demo bookers' months of history (issue 15): what the commission statement, the invoices and the booking chart
 * show on a fresh database. Deterministic, and always before today, so the booker's current lists stay as
 * docs/accounts.md describes them.
 */
export interface HistoryTrip {
  from: string;
  to: string;
  at: DateTime;
  status: 'Completed' | 'Cancelled';
  payment: 'card' | 'cash';
  paid: boolean;
  bookerref: string;
  costcentre?: string;
  guest: number;
}

const ROUTES: [string, string][] = [
  ['Canary Wharf Shopping Centre', 'Heathrow Airport Terminal 5'],
  ['The Savoy', 'London City Airport'],
  ['Paddington Station', 'The O2 Arena'],
  ['Victoria Station', 'Gatwick Airport North Terminal'],
  ['Baker Street', 'Tower of London'],
];
const COST_CENTRES = ['SALES-01', 'OPS-12', 'MKT-07'];

export const HISTORY_GUESTS = [
  { name: 'Tom Reed', email: 'tom.reed@example.com' },
  { name: 'Lena Vogel', email: 'lena.vogel@example.com' },
  { name: 'Omar Haddad', email: 'omar.haddad@example.com' },
  { name: 'Grace Liu', email: 'grace.liu@example.com' },
];

function trip(index: number, at: DateTime): HistoryTrip {
  const [from, to] = ROUTES[index % ROUTES.length];
  return {
    from,
    to,
    at,
    status: index % 7 === 3 ? 'Cancelled' : 'Completed',
    payment: index % 2 === 0 ? 'card' : 'cash',
    paid: index % 7 !== 3,
    bookerref: `PO-${4300 + index}`,
    ...(index % 5 === 4 ? {} : { costcentre: COST_CENTRES[index % COST_CENTRES.length] }),
    guest: index % HISTORY_GUESTS.length,
  };
}

/** About one trip a week for 13 months, and one on each day of this week before today. */
export function bookerHistory(now: DateTime): HistoryTrip[] {
  const startOfToday = now.startOf('day');
  const trips: HistoryTrip[] = [];
  for (let week = 1; week <= 56; week += 1) {
    const at = startOfToday.minus({ weeks: week, days: week % 4 }).set({ hour: 8 + (week % 9), minute: 15 });
    trips.push(trip(week, at));
  }
  const monday = startOfToday.startOf('week');
  for (let day = monday; day < startOfToday; day = day.plus({ days: 1 })) {
    trips.push(trip(trips.length + 1, day.set({ hour: 9 + day.weekday, minute: 30 })));
  }
  return trips;
}

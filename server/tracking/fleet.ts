import type { Crew, TripPlan } from './timeline';

/**
 * The seeded fleet the dispatch simulator sends (issue 14). Driver ids, names and numbers are those of the simulated
 * nearest driver (server/domain/nearestDriver.ts: driverid 1001 + i, number D(101 + 7i)), so the driver a quotation
 * names is the one who comes.
 */
export interface FleetDriver {
  driverid: number;
  name: string;
  drivernumber: string;
  mobile: string;
  /** The private hire driver's licence number. */
  licence: string;
  vehiclemake: string;
  vehiclemodel: string;
  vehicleregistration: string;
  vehiclecolour: string;
}

const DRIVERS: Omit<FleetDriver, 'driverid' | 'drivernumber'>[] = [
  {
    name: 'James Carter',
    mobile: '+44 7700 900101',
    licence: 'PHD 214731',
    vehiclemake: 'Toyota',
    vehiclemodel: 'Prius',
    vehicleregistration: 'LB19 XKD',
    vehiclecolour: 'silver',
  },
  {
    name: 'Amir Hussain',
    mobile: '+44 7700 900108',
    licence: 'PHD 228410',
    vehiclemake: 'Mercedes-Benz',
    vehiclemodel: 'E-Class',
    vehicleregistration: 'LA21 HZX',
    vehiclecolour: 'black',
  },
  {
    name: 'Tom Walsh',
    mobile: '+44 7700 900115',
    licence: 'PHD 193355',
    vehiclemake: 'Skoda',
    vehiclemodel: 'Octavia',
    vehicleregistration: 'LC68 WRT',
    vehiclecolour: 'grey',
  },
  {
    name: 'Priya Patel',
    mobile: '+44 7700 900122',
    licence: 'PHD 240186',
    vehiclemake: 'Toyota',
    vehiclemodel: 'Corolla',
    vehicleregistration: 'LN22 PFO',
    vehiclecolour: 'white',
  },
  {
    name: 'Daniel Okafor',
    mobile: '+44 7700 900129',
    licence: 'PHD 205977',
    vehiclemake: 'Ford',
    vehiclemodel: 'Galaxy',
    vehicleregistration: 'LK20 MVE',
    vehiclecolour: 'blue',
  },
  {
    name: 'Marek Nowak',
    mobile: '+44 7700 900136',
    licence: 'PHD 231502',
    vehiclemake: 'Volkswagen',
    vehiclemodel: 'Passat',
    vehicleregistration: 'LR70 HUA',
    vehiclecolour: 'black',
  },
  {
    name: 'Sophie Reid',
    mobile: '+44 7700 900143',
    licence: 'PHD 247638',
    vehiclemake: 'Kia',
    vehiclemodel: 'Niro',
    vehicleregistration: 'LD23 YTC',
    vehiclecolour: 'red',
  },
  {
    name: 'Kwame Mensah',
    mobile: '+44 7700 900150',
    licence: 'PHD 219064',
    vehiclemake: 'Mercedes-Benz',
    vehiclemodel: 'V-Class',
    vehicleregistration: 'LF71 NGS',
    vehiclecolour: 'silver',
  },
];

export const FLEET: FleetDriver[] = DRIVERS.map((driver, i) => ({
  ...driver,
  driverid: 1001 + i,
  drivernumber: `D${String(101 + i * 7)}`,
}));

export function fleetDriver(driverid: number): FleetDriver {
  return FLEET.find((d) => d.driverid === driverid) ?? FLEET[0];
}

/** The trip's driver: the fleet's, or the one the booking record already named (its number and licence stay the fleet's). */
export function tripDriver(plan: Pick<TripPlan, 'driverid' | 'crew'>): FleetDriver {
  const driver = fleetDriver(plan.driverid);
  if (!plan.crew?.name) return driver;
  const { name, mobile, vehiclemake, vehiclemodel, vehicleregistration, vehiclecolour } = plan.crew;
  return {
    ...driver,
    name,
    mobile: mobile || driver.mobile,
    vehiclemake: vehiclemake || driver.vehiclemake,
    vehiclemodel: vehiclemodel || driver.vehiclemodel,
    vehicleregistration: vehicleregistration || driver.vehicleregistration,
    vehiclecolour: vehiclecolour || driver.vehiclecolour,
  };
}

/** What the booking record (the booking record rule, rules: booking-record) says of a driver the dispatcher sent. */
export function crewOf(driver: FleetDriver): Crew {
  return {
    name: driver.name,
    mobile: driver.mobile,
    vehiclemake: driver.vehiclemake,
    vehiclemodel: driver.vehiclemodel,
    vehicleregistration: driver.vehicleregistration,
    vehiclecolour: driver.vehiclecolour,
  };
}

// Portrait backgrounds: data of the simulated fleet, not UI styling (the photo is an image the app shows as is).
const PORTRAIT_COLOURS = ['#1f4e79', '#6b2d5c', '#2e6b3a', '#7a4b12', '#31456b', '#5c2d2d', '#245b63', '#4a3f6b'];

/** A driver's photo: an SVG portrait with initials, as a data URL (no other host, no CSP change). */
export function driverPhoto(driver: FleetDriver): string {
  const name = driver.name.replace(/[<>&"]/g, '');
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const colour = PORTRAIT_COLOURS[(driver.driverid - 1001) % PORTRAIT_COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${name}">` +
    `<rect width="160" height="160" fill="${colour}"/>` +
    `<circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.25"/>` +
    `<path d="M28 160c4-34 26-52 52-52s48 18 52 52z" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="80" y="72" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

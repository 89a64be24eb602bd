/** The flight dialog's tabs (the dialogs and flight dialog rules, rules: modals, flight-dialog): onward for an airport pick-up, return for a return to an airport. */
export type FlightKind = 'onward' | 'return';

/** The tabs' names, as message ids. */
export const TAB_LABELS = { onward: 'flights.tab.onward', return: 'flights.tab.return' } as const satisfies Record<
  FlightKind,
  string
>;

/**
 * The tab to show after one is submitted (the flight dialog rule, rules: flight-dialog): onward moves to return if return details are still needed, return
 * moves to onward if onward details are; otherwise null, and the dialog closes and navigation continues.
 */
export function tabAfterSubmit(
  submitted: FlightKind,
  needed: readonly FlightKind[],
  answered: Readonly<Record<FlightKind, boolean>>,
): FlightKind | null {
  const other: FlightKind = submitted === 'onward' ? 'return' : 'onward';
  return needed.includes(other) && !answered[other] ? other : null;
}

/** The tab the dialog opens on: the one asked for if the journey needs it, else the first needed. */
export function openingTab(asked: FlightKind, needed: readonly FlightKind[]): FlightKind {
  return needed.includes(asked) ? asked : (needed[0] ?? asked);
}

/** Checks of the operator file's tariff, currencyRates and promoCodes sections (docs/tariff.md). Pure. */

type Doc = Record<string, unknown>;

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function amounts(where: string, value: Doc, names: string[]): string[] {
  return names.filter((name) => !isAmount(value[name])).map((name) => `${where}.${name} must be a number of 0 or more`);
}

function vehicleProblems(tariff: Doc, vehicleTypes: unknown): string[] {
  if (!Array.isArray(tariff.vehicles) || tariff.vehicles.length === 0)
    return ['tariff.vehicles must be a non-empty array'];
  const problems: string[] = [];
  tariff.vehicles.forEach((rate, i) => {
    if (!isObject(rate)) problems.push(`tariff.vehicles[${i}] must be an object`);
    else {
      if (!Number.isInteger(rate.vehtypeid)) problems.push(`tariff.vehicles[${i}].vehtypeid must be a whole number`);
      problems.push(...amounts(`tariff.vehicles[${i}]`, rate, ['basefare', 'permile', 'perminute', 'minimumfare']));
    }
  });
  if (Array.isArray(vehicleTypes)) {
    const priced = new Set(tariff.vehicles.map((rate) => (isObject(rate) ? rate.vehtypeid : undefined)));
    for (const type of vehicleTypes) {
      if (isObject(type) && !priced.has(type.vehtypeid))
        problems.push(`tariff.vehicles has no rates for vehicle type ${String(type.vehtypeid)}`);
    }
  }
  return problems;
}

function tierProblems(tiers: unknown): string[] {
  if (!Array.isArray(tiers) || tiers.length !== 3) return ['tariff.tiers must hold exactly 3 tiers'];
  return tiers.flatMap((tier, i) =>
    isObject(tier) && typeof tier.name === 'string' && typeof tier.multiplier === 'number' && tier.multiplier > 0
      ? []
      : [`tariff.tiers[${i}] must have a name and a multiplier above 0`],
  );
}

function areaProblems(area: unknown): string[] {
  if (!isObject(area)) return ['tariff.servicearea must be an object'];
  const problems: string[] = [];
  if (typeof area.lat !== 'number' || Math.abs(area.lat) > 90)
    problems.push('tariff.servicearea.lat must be a latitude');
  if (typeof area.lng !== 'number' || Math.abs(area.lng) > 180)
    problems.push('tariff.servicearea.lng must be a longitude');
  if (!(typeof area.radiusmiles === 'number' && area.radiusmiles > 0))
    problems.push('tariff.servicearea.radiusmiles must be above 0');
  return problems;
}

function promoProblems(promos: unknown): string[] {
  if (!Array.isArray(promos)) return ['promoCodes must be an array'];
  const problems: string[] = [];
  const ids = new Set<unknown>();
  const codes = new Set<string>();
  promos.forEach((promo, i) => {
    const where = `promoCodes[${i}]`;
    if (!isObject(promo)) return void problems.push(`${where} must be an object`);
    if (!Number.isInteger(promo.id) || ids.has(promo.id)) problems.push(`${where}.id must be a whole number used once`);
    ids.add(promo.id);
    if (typeof promo.code !== 'string' || !promo.code.trim() || codes.has(promo.code.toUpperCase())) {
      problems.push(`${where}.code must be a non-empty text used once`);
    } else codes.add(promo.code.toUpperCase());
    if (promo.type !== 'percentage' && promo.type !== 'fixed')
      problems.push(`${where}.type must be percentage or fixed`);
    const max = promo.type === 'percentage' ? 100 : Infinity;
    if (!isAmount(promo.value) || (promo.value as number) > max)
      problems.push(`${where}.value must be a number from 0${max === 100 ? ' to 100' : ''}`);
    if (promo.expires !== undefined && (typeof promo.expires !== 'string' || Number.isNaN(Date.parse(promo.expires)))) {
      problems.push(`${where}.expires must be an ISO date-time`);
    }
  });
  return problems;
}

function rateProblems(rates: unknown): string[] {
  if (!isObject(rates)) return ['currencyRates must be an object'];
  return Object.entries(rates).flatMap(([code, rate]) => [
    ...(/^[A-Z]{3}$/.test(code) ? [] : [`currencyRates.${code} must be a 3-letter upper-case currency code`]),
    ...(typeof rate === 'number' && rate > 0 ? [] : [`currencyRates.${code} must be a number above 0`]),
  ]);
}

/** What is wrong with the tariff, currencyRates and promoCodes sections; empty means usable. */
export function tariffProblems(doc: Doc): string[] {
  const problems: string[] = [];
  const tariff = doc.tariff;
  if (!isObject(tariff)) problems.push('tariff must be an object');
  else {
    problems.push(...vehicleProblems(tariff, doc.vehicleTypes));
    problems.push(...amounts('tariff', tariff, ['viastopcharge', 'airportpickupcharge', 'airportdropoffcharge']));
    if (!isObject(tariff.waitandreturn)) problems.push('tariff.waitandreturn must be an object');
    else {
      problems.push(
        ...amounts('tariff.waitandreturn', tariff.waitandreturn, [
          'waitingrateperminute',
          'defaultwaitminutes',
          'maxwaitminutes',
        ]),
      );
    }
    problems.push(...tierProblems(tariff.tiers), ...areaProblems(tariff.servicearea));
  }
  problems.push(...rateProblems(doc.currencyRates), ...promoProblems(doc.promoCodes));
  return problems;
}

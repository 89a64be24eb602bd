/**
 * The promotion link fields rule (the small records rule, rules: other-entities): what a stored link says about the journey is passed on only when it is
 * what its key promises, so no client reads a position from text or a postcode the postcode format rule (rules: postcode-format) would refuse. Operators write
 * links straight into the `promotions` table, so this is the one place their values are checked. Pure.
 */

/** The postcode format rule (rules: postcode-format) postcode: letters, digits, space, underscore and hyphen; no leading or trailing space; at most 9. */
const POSTCODE = /^[A-Za-z0-9_-](?:[A-Za-z0-9_ -]{0,7}[A-Za-z0-9_-])?$/;
const CATEGORY_MAX = 50;

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The small records rule (rules: other-entities) "changes allowed" as a boolean: an explicit no (false, "false", "no", "0") or yes; anything else unsaid. */
function changesAllowed(value: unknown): boolean | undefined {
  const said = String(value).trim().toLowerCase();
  if (['false', 'no', '0'].includes(said)) return false;
  if (['true', 'yes', '1'].includes(said)) return true;
  return undefined;
}

/** The link with its journey fields checked: a position, postcode or category that is no such value is left out. */
export function checkedPromotionLink(link: Record<string, unknown>): Record<string, unknown> {
  const checked = { ...link };
  for (const [lat, lng] of [
    ['picklat', 'picklng'],
    ['dofflat', 'dofflng'],
  ]) {
    const located = inRange(link[lat], 90) && inRange(link[lng], 180) && !(link[lat] === 0 && link[lng] === 0);
    if (!located) {
      delete checked[lat];
      delete checked[lng];
    }
  }
  for (const key of ['pickpostcode', 'droppostcode']) {
    const value = link[key];
    if (value !== undefined && !(typeof value === 'string' && POSTCODE.test(value))) delete checked[key];
  }
  for (const key of ['pickcategory', 'doffcategory']) {
    const value = link[key];
    if (value !== undefined && !(typeof value === 'string' && value.length <= CATEGORY_MAX)) delete checked[key];
  }
  const vehicle = link.vehtypeid;
  if (vehicle !== undefined && !(Number.isSafeInteger(vehicle) && (vehicle as number) > 0)) delete checked.vehtypeid;
  const changes = changesAllowed(link.changesallowed);
  if (changes === undefined) delete checked.changesallowed;
  else checked.changesallowed = changes;
  return checked;
}

/** Promotion links (the small records rule, rules: other-entities) an operator sent, each stored under a random token until it expires. */
import type { Db } from '../db';

/** The stored link for a token, or null for one never issued or past its time (one answer for both). */
export async function findPromotionLink(db: Db, token: string): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ link: Record<string, unknown> | string }>(
    'SELECT link FROM promotions WHERE token = $1 AND expires_at > now()',
    [token],
  );
  if (!rows[0]) return null;
  return typeof rows[0].link === 'string' ? (JSON.parse(rows[0].link) as Record<string, unknown>) : rows[0].link;
}

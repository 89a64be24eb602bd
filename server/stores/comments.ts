/** Enquiries sent with POST /api/comment (the account calls rule, rules: call-account), kept for the operator. */
import type { Db } from '../db';

export interface CommentRow {
  name: string;
  email: string;
  phone: string;
  subject: string;
  enqtype: string;
  message: string;
  source: number;
  custid: number | string | null;
}

export async function insertComment(db: Db, row: CommentRow): Promise<void> {
  await db.query(
    `INSERT INTO comments (name, email, phone, subject, enqtype, message, source, custid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.name, row.email, row.phone, row.subject, row.enqtype, row.message, row.source, row.custid],
  );
}

import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from './index';

describe('embedded database', () => {
  it('applies the migrations and keeps data across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-'));
    try {
      const first = await openDb({ dataDir: dir });
      await first.query("INSERT INTO comments (name, email, message) VALUES ('Ann', 'ann@example.com', 'hello')");
      await first.close();
      const second = await openDb({ dataDir: dir });
      const { rows } = await second.query<{ name: string }>('SELECT name FROM comments');
      expect(rows.map((r) => r.name)).toEqual(['Ann']);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failed transaction back', async () => {
    const db = await openDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO comments (name, email, message) VALUES ('Bob', 'b@example.com', 'x')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query('SELECT * FROM comments');
    expect(rows).toHaveLength(0);
    await db.close();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';

type THandle = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: THandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function insertUser(plan: string): Promise<void> {
  await handle.db.execute(
    sql`insert into users (name, email, password_hash, plan)
        values ('Ada', ${`${plan}@example.org`}, 'x', ${plan})`,
  );
}

describe('typed text columns (migration 0005_typed_columns)', () => {
  it('has a CHECK on every column the schema types with core values', async () => {
    const result = (await handle.db.execute(
      sql`select conname from pg_constraint where contype = 'c' order by conname`,
    )) as { rows: { conname: string }[] };
    expect(result.rows.map((row) => row.conname)).toEqual(
      expect.arrayContaining([
        'checkouts_plan_check',
        'checkouts_provider_check',
        'checkouts_status_check',
        'entries_kind_check',
        'slides_game_screen_check',
        'slides_layout_check',
        'slides_type_check',
        'subscriptions_payment_state_check',
        'subscriptions_plan_check',
        'subscriptions_provider_check',
        'subscriptions_status_check',
        'users_plan_check',
      ]),
    );
  });

  it('refuses a value outside the lists in core, even written by hand', async () => {
    await insertUser('pro-monthly');
    await expect(insertUser('gold')).rejects.toThrow();
  });
});

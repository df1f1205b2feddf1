import { interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { FIXTURES_DIR } from '../data/load-fixtures';
import { readFixture } from '../data/read-fixture';
import { insertNotification } from '../repositories/notifications';

/** server/fixtures/seed-notifications.json. */
interface SeedNotifications {
  email: string;
  cta: { title: string; path: string };
  notifications: { minutesAgo: number; status: 'UNREAD' | 'READ'; title: string; description: string }[];
}

const file = () => readFixture<SeedNotifications>(FIXTURES_DIR, 'seed-notifications.json');

/**
 * Gives the seeded account named in server/fixtures/seed-notifications.json its notifications, dated back from now,
 * each opening its application. Other accounts get none. Returns how many it stored.
 */
export async function seedNotifications(
  ctx: Pick<AppContext, 'db'>, email: string, identityUuid: string, app: { uuid: string; loan_number: string } | null,
): Promise<number> {
  const seed = file();
  if (email.toLowerCase() !== seed.email.toLowerCase()) return 0;
  const values = { uuid: app?.uuid ?? '', loanNumber: app?.loan_number ?? '' };
  const now = Date.now();
  let stored = 0;
  for (const n of seed.notifications) {
    const ctas = app ? [{ title: seed.cta.title, redirectPath: interpolate(seed.cta.path, values) }] : [];
    const ok = await insertNotification(ctx.db, {
      identityUuid, applicationUuid: app?.uuid ?? null, title: interpolate(n.title, values), description: interpolate(n.description, values),
      ctas, status: n.status, createdAt: new Date(now - n.minutesAgo * 60_000).toISOString(),
    });
    if (ok) stored += 1;
  }
  return stored;
}

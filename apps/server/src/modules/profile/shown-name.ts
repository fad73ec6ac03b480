import { displayName, signUpName } from '@mzansi/contracts/format';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema/index';

/**
 * The name our e-mails greet a user by: the same rule as the app's header (contracts' displayName, D60), from the
 * profile's display name, the name given at sign-up (user metadata), the username, else the e-mail prefix.
 * Null when the user does not exist.
 */
export async function shownNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      email: users.email,
      accountName: users.name,
      userMetadata: users.userMetadata,
      displayName: profiles.displayName,
      username: profiles.username,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return displayName({
    display_name: row.displayName,
    signup_name: signUpName(row.userMetadata),
    // The profile is made just after sign-up's confirmation e-mail: until then the account's name is the username.
    username: row.username ?? row.accountName,
    email: row.email,
  });
}

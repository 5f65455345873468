import { messages } from '@wicket/shared/messages';
import type { welcomeBodySchema } from '@wicket/shared/schemas/member-import';
import { type WelcomeInfo, welcomeLinkUrl } from '@wicket/shared/schemas/member-import';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashUrlToken, newUrlToken, urlTokenLookupHash } from '../../lib/url-token';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { findUserById } from '../users/queries';
import { toAuthJson, type UsersDeps } from '../users/service';
import { consumeWelcomeLink, findUsableWelcomeLink, lockWelcomeTarget, upsertWelcomeLinks } from './queries';

/**
 * Welcome links (design-season section 6): a member a club imported has no password; their link
 * `{PUBLIC_URL}/welcome/{token}` lets them choose one, once, within 14 days, and signs them in. Only the token's
 * hash is stored (lib/url-token.ts). A used, expired, replaced or unknown token reads as one 404.
 */

/** New links for these users of `clubId`, in the caller's transaction: `userId -> link`. Older links stop working. */
export async function issueWelcomeLinks(
  tx: DbOrTx,
  publicUrl: string,
  clubId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const tokens = userIds.map((userId) => ({ userId, token: newUrlToken() }));
  await upsertWelcomeLinks(
    tx,
    clubId,
    tokens.map((t) => ({ userId: t.userId, tokenHash: hashUrlToken(t.token) })),
  );
  return new Map(tokens.map((t) => [t.userId, welcomeLinkUrl(publicUrl, t.token)]));
}

const linkGone = () => notFound(messages.welcomeLinkInvalid);

/** Only text shaped like one of our tokens is looked up at all. */
function tokenHashOf(token: string): string {
  const tokenHash = urlTokenLookupHash(token);
  if (tokenHash === null) throw linkGone();
  return tokenHash;
}

/** GET /api/users/welcome/{token}: whom the link greets, and from which club. */
export async function getWelcome(db: Db, token: string): Promise<WelcomeInfo> {
  const link = await findUsableWelcomeLink(db, tokenHashOf(token));
  if (!link) throw linkGone();
  return { firstName: link.firstName, clubName: link.clubName };
}

/**
 * POST /api/users/welcome/{token}: sets the member's first password and answers as login does (signed in). The
 * link is checked before the (slow) hash and used in one conditional statement after it, so two requests with one
 * token set one password and the other gets the 404.
 */
export async function acceptWelcome(deps: UsersDeps, token: string, body: z.output<typeof welcomeBodySchema>) {
  const tokenHash = tokenHashOf(token);
  if (!(await findUsableWelcomeLink(deps.db, tokenHash))) throw linkGone();
  const passwordHash = await hashPassword(body.password, deps.config.argon2);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeWelcomeLink(tx, tokenHash, passwordHash);
    return userId ? findUserById(tx, userId) : undefined;
  });
  if (!user) throw linkGone();
  return toAuthJson(user, deps.signToken(user));
}

/**
 * POST /api/users/welcome-link/{id}: staff of the member's club (its Manager, any Admin) get a new link for a Member
 * who has not set a password; the older link stops working. Anyone else, another club's member or an unknown id
 * reads as not found; a member with a password, 409.
 */
export async function renewWelcomeLink(
  db: Db,
  publicUrl: string,
  auth: AuthContext,
  memberId: string,
): Promise<{ welcomeLink: string }> {
  return db.transaction(async (tx) => {
    const member = await lockWelcomeTarget(tx, memberId);
    const reachable =
      member !== undefined &&
      member.userType === 'Member' &&
      member.memberOf !== null &&
      (auth.userType === 'Admin' || (auth.userType === 'Manager' && auth.clubId === member.memberOf));
    if (!reachable || member.memberOf === null) throw notFound(messages.memberNotFound);
    if (member.hasPassword) throw conflict(messages.memberHasPassword);
    const links = await issueWelcomeLinks(tx, publicUrl, member.memberOf, [member.id]);
    const welcomeLink = links.get(member.id);
    if (!welcomeLink) throw new Error('welcome link not issued');
    // A staff write on an account (design-match-day section 5); the link itself is a credential and is not kept.
    await recordAudit(tx, auth, {
      clubId: member.memberOf,
      action: 'welcome_link.create',
      entity: 'member',
      entityId: member.id,
      before: null,
      after: { _id: member.id },
    });
    return { welcomeLink };
  });
}

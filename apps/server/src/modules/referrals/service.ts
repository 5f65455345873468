import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { inviteWhatsAppNumber } from '@wicket/shared/phone';
import { inviteText, referralLink, whatsAppLink } from '@wicket/shared/schemas/referrals';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, tooManyRequests } from '../../lib/errors';
import { takeRateLimitHits } from '../../lib/rate-limit';
import { countSentSince, enqueueNotification } from '../notifications/queries';
import { findReferralOwner, listReferredUsers, lockInviteSender } from './queries';

/** Invites one member may queue per rolling 24 hours: each one may cost a paid WhatsApp message. */
export const INVITES_PER_DAY = 20;

/**
 * WhatsApp messages one club may queue per day (design-contests section 4): its members' own invites and the
 * messages staff send on the club's behalf (member imports) share it, beside each member's own 20.
 */
export const CLUB_WHATSAPP_PER_DAY = 200;

/** Counts `count` WhatsApp messages against the club's daily cap, in the caller's transaction; false when over. */
export function takeClubWhatsApp(tx: DbOrTx, clubId: string, count: number): Promise<boolean> {
  return takeRateLimitHits(tx, `whatsapp-club:${clubId.toLowerCase()}`, CLUB_WHATSAPP_PER_DAY, count, 24 * 3600);
}

export async function getReferralStats(db: Db, userId: string) {
  const owner = await findReferralOwner(db, userId);
  if (!owner) throw notFound(messages.userNotFound);
  const referred = await listReferredUsers(db, userId);
  return {
    referralCode: owner.referralCode,
    referralCount: owner.referralCount,
    referralEarnings: paiseToRs(owner.referralEarnings),
    referredUsers: referred.map((u) => ({
      _id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

/** Queues the invite (text with the member's referral link) in the outbox; the delivery worker sends it. */
export async function sendInvite(db: Db, config: Config, userId: string, phone: string) {
  const invite = await db.transaction(async (tx) => {
    const sender = await lockInviteSender(tx, userId);
    if (!sender) throw notFound(messages.userNotFound);
    const since = new Date(Date.now() - 24 * 3600 * 1000);
    if ((await countSentSince(tx, userId, since)) >= INVITES_PER_DAY) throw tooManyRequests(messages.tooManyInvites);
    if (sender.memberOf && !(await takeClubWhatsApp(tx, sender.memberOf, 1))) {
      throw tooManyRequests(messages.tooManyInvites);
    }
    const queued = {
      channel: 'whatsapp',
      recipient: inviteWhatsAppNumber(phone, sender.countryCode),
      body: inviteText(sender.firstName, referralLink(config.publicUrl, sender.referralCode)),
      senderId: userId,
    };
    await enqueueNotification(tx, queued);
    return queued;
  });
  // Without a provider the worker only logs the invite: say it was queued and hand over the wa.me link.
  const sentByProvider = config.whatsapp !== undefined;
  return {
    message: sentByProvider ? messages.inviteSent : messages.inviteQueued,
    sentByProvider,
    whatsappLink: whatsAppLink(invite.recipient, invite.body),
  };
}

import { z } from 'zod';
import { messages } from '../messages';
import { INVITE_PHONE, stripSpaces } from '../phone';

/** Invite phone: required, then 10-15 digits once spaces are removed. */
export const invitePhoneSchema = z
  .string({ error: messages.invitePhoneRequired })
  .transform(stripSpaces)
  .pipe(z.string().min(1, messages.invitePhoneRequired).regex(INVITE_PHONE, messages.invitePhoneInvalid));

/** POST /api/users/send-whatsapp */
export const sendInviteBodySchema = z.object({ phoneNumber: invitePhoneSchema });
export type SendInviteBody = z.input<typeof sendInviteBodySchema>;

export const referredUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
});

/** GET /api/users/referral-stats: earnings in RS. */
export const referralStatsSchema = z.object({
  referralCode: z.string(),
  referralCount: z.number(),
  referralEarnings: z.number(),
  referredUsers: z.array(referredUserSchema),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** The invite text with the member's referral link; the web page's wa.me link uses the same words. */
export function referralLink(publicUrl: string, referralCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(referralCode)}`;
}

export function inviteText(senderFirstName: string, link: string): string {
  return `${senderFirstName} invited you to Wicket Pools, the club cricket pools app. Join with this link: ${link}`;
}

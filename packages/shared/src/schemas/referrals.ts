import { z } from 'zod';
import { messages } from '../messages';
import { invitePhone } from '../phone';

/**
 * Invite phone: required, then read as `invitePhone` reads it (pasted `+91 98765 43210` and `098765 43210` are
 * `9876543210`; another country's `+` number stays whole), else 10-15 digits once spaces are removed.
 */
export const invitePhoneSchema = z
  .string({ error: messages.invitePhoneRequired })
  .trim()
  .min(1, messages.invitePhoneRequired)
  .transform((raw, ctx) => {
    const phone = invitePhone(raw);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: messages.invitePhoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

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

/** `https://wa.me/919876543210?text=...`: opens WhatsApp on the sender's phone with the invite to that number. */
export function whatsAppLink(recipientDigits: string, text: string): string {
  return `https://wa.me/${recipientDigits}?text=${encodeURIComponent(text)}`;
}

/**
 * POST /api/users/send-whatsapp. `sentByProvider` is false when no WhatsApp sender is configured: the invite only
 * waits in the outbox (and the log), so the web page offers `whatsappLink` first.
 */
export const sendInviteResponseSchema = z.object({
  message: z.string(),
  sentByProvider: z.boolean(),
  whatsappLink: z.string(),
});
export type SendInviteResponse = z.infer<typeof sendInviteResponseSchema>;

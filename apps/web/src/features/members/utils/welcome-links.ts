import { toCsv } from '@wicket/shared/csv';
import { welcomeWhatsAppText } from '@wicket/shared/messages';
import { whatsAppNumber } from '@wicket/shared/phone';
import { whatsAppLink } from '@wicket/shared/schemas/referrals';

/** A member with a welcome link, as the import and "New welcome link" answer it. */
export type WelcomeLinkRow = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryCode: string;
  welcomeLink: string;
};

/**
 * The wa.me link that opens WhatsApp with the welcome text of section 6 for this member (the stored national number
 * with its country code in front, as WhatsApp wants it).
 */
export function welcomeWhatsAppLink(row: WelcomeLinkRow, clubName: string): string {
  return whatsAppLink(whatsAppNumber(row.phoneNumber, row.countryCode), welcomeWhatsAppText(clubName, row.welcomeLink));
}

/**
 * The welcome links as a CSV file, written by the one CSV writer of the exports (packages/shared/src/csv.ts): a name
 * typed as `=HYPERLINK(...)` in the imported file is defused, never run by the spreadsheet that opens this.
 */
export function welcomeLinksCsv(rows: readonly WelcomeLinkRow[]): string {
  return toCsv(
    ['firstName', 'lastName', 'countryCode', 'phoneNumber', 'welcomeLink'],
    rows.map((r) => [r.firstName, r.lastName, r.countryCode, r.phoneNumber, r.welcomeLink]),
  );
}

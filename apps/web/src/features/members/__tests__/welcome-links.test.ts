import { describe, expect, it } from 'vitest';
import { welcomeLinksCsv, welcomeWhatsAppLink } from '../utils/welcome-links';

const row = {
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  countryCode: '+91',
  welcomeLink: 'https://pools.example/welcome/abc',
};

describe('welcome links on the import screen', () => {
  it('opens WhatsApp with the text of section 6 to the number with its country code', () => {
    expect(welcomeWhatsAppLink(row, 'Lions')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('You have been added to Lions on Wicket Pools: https://pools.example/welcome/abc')}`,
    );
  });

  it('downloads as CSV with spreadsheet formulas defused, as the exports are', () => {
    const csv = welcomeLinksCsv([row, { ...row, firstName: '=HYPERLINK("http://evil")', lastName: '@x, y' }]);
    expect(csv.split('\r\n')).toEqual([
      'firstName,lastName,countryCode,phoneNumber,welcomeLink',
      "Asha,Rao,'+91,9876543210,https://pools.example/welcome/abc",
      `"'=HYPERLINK(""http://evil"")","'@x, y",'+91,9876543210,https://pools.example/welcome/abc`,
      '',
    ]);
  });
});

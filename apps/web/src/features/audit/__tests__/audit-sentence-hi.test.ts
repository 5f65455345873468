import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, setLocale } from '@/i18n';
import { auditActionLabel, auditDetails, auditSentence } from '../utils/audit-sentence';
import { entry, groupJson, kent, MATCH_ID, MEMBER_ID, rahul } from './audit-entries';

describe('the audit screen in Hindi', () => {
  beforeEach(async () => {
    await setLocale('hi', { remember: false });
  });
  afterEach(async () => {
    await setLocale('en', { remember: false });
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it('words who did what to whom in Hindi, names as typed and amounts in rupees', () => {
    const credit = entry('credit.add', { member: rahul, after: { _id: MEMBER_ID, credits: 100, amount: 100 } });
    expect(auditSentence(credit)).toBe('Priya ने Rahul Sharma के खाते में ₹100.00 जोड़े');
    expect(auditSentence(entry('member.invite', { member: rahul }))).toBe(
      'Priya ने Rahul Sharma को Home Club में शामिल होने का न्योता भेजा',
    );
    expect(auditSentence(entry('member.uninvite', { member: rahul }))).toBe(
      'Priya ने Rahul Sharma को Home Club में शामिल होने का न्योता वापस लिया',
    );
    const accepted = entry('member.add', {
      entityId: MEMBER_ID,
      actor: { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma', userType: 'Member' },
      member: rahul,
      after: { _id: MEMBER_ID, invitation: 'i1' },
    });
    expect(auditSentence(accepted)).toBe('Rahul ने Home Club में शामिल होने का न्योता स्वीकार किया');
    expect(auditSentence(entry('group.create', { match: kent, after: groupJson }))).toBe(
      'Priya ने Kent बनाम Essex में ₹10.00 वाला मल्टी बेटर्स ग्रुप जोड़ा',
    );
    expect(auditSentence(entry('match.abandon', { match: kent, after: { refunded: 60, bets: 3 } }))).toBe(
      'Priya ने Kent बनाम Essex रद्द किया और ₹60.00 लौटाए (3 दांव)',
    );
    // neither the actor's nor the member's name known
    const nameless = entry('credit.deduct', {
      actor: { _id: 'u1', firstName: '', lastName: '', userType: 'Admin' },
      after: { _id: MEMBER_ID, credits: 5, amount: 20.5 },
    });
    expect(auditSentence(nameless)).toBe('किसी ने एक सदस्य के खाते से ₹20.50 काटे');
    expect(auditSentence(entry('match.delete', { before: { _id: MATCH_ID } }))).toBe(
      'Priya ने मैच एक हटाया गया मैच हटाया',
    );
    expect(auditSentence(entry('season.close'))).toBe('Priya ने एक बदलाव किया (season close)');
  });

  it('labels the filter and the changed fields in Hindi, with Hindi values for statuses and bet types', () => {
    expect(auditActionLabel('credit.add')).toBe('क्रेडिट जोड़ा गया');
    expect(auditActionLabel('team.delete')).toBe('टीम हटाई गई');
    const details = auditDetails(
      entry('group.update', {
        before: { ...groupJson, betAmount: 5, status: 'Inactive' },
        after: groupJson,
      }),
    );
    expect(details).toEqual([
      { label: 'दांव राशि', before: '₹5.00', after: '₹10.00' },
      { label: 'स्थिति', before: 'बंद', after: 'चालू' },
    ]);
    const templates = auditDetails(
      entry('templates.update', {
        before: { templates: [] },
        after: { templates: [{ betType: 'First Better', betAmount: 10 }] },
      }),
    );
    expect(templates).toEqual([{ label: 'ग्रुप टेम्पलेट', before: 'कोई नहीं', after: '₹10.00 फ़र्स्ट बेटर' }]);
  });
});

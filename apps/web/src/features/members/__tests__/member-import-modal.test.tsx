import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { membersImportedMessage, membersReadyMessage, messages } from '@wicket/shared/messages';
import type { MemberImportResult, MemberImportRowResult } from '@wicket/shared/schemas/member-import';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { MemberImportModal } from '../components/member-import-modal';

const URL = '/api/clubs/club-1/members/import';
const row: MemberImportRowResult = {
  line: 2,
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  countryCode: '+91',
  email: null,
  credits: null,
  outcome: 'ready',
  message: null,
  memberId: null,
  welcomeLink: null,
};
const answer = (over: Partial<MemberImportResult>): MemberImportResult => ({
  message: membersReadyMessage(1),
  created: 0,
  invited: 0,
  skipped: 0,
  rows: [row],
  ...over,
});

async function importOne(whatsApp: MemberImportResult['whatsApp']) {
  signIn({ userType: 'Manager' });
  const routes = (body: MemberImportResult) => [{ method: 'POST', url: URL, status: 200, body }];
  fakeFetch(routes(answer({})));
  renderScreen(<MemberImportModal opened onClose={() => {}} clubId="club-1" clubName="Lions" />, {
    path: '/',
    url: '/',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('switch', { name: 'Send each member a WhatsApp message' }));
  fireEvent.change(screen.getByLabelText('Or paste the CSV'), {
    target: { value: 'firstName,lastName,phoneNumber\nAsha,Rao,9876543210' },
  });
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  await screen.findByText(membersReadyMessage(1));
  const imported = answer({
    message: membersImportedMessage(1),
    created: 1,
    rows: [{ ...row, outcome: 'created', memberId: 'm-1', welcomeLink: 'https://pools.example/welcome/abc' }],
    ...(whatsApp ? { whatsApp } : {}),
  });
  fakeFetch([{ method: 'POST', url: URL, status: 201, body: imported }]);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText(membersImportedMessage(1));
}

describe('Import members: what became of the WhatsApp messages (issue 38)', () => {
  it('says so when no sender is set up and the messages were only logged', async () => {
    await importOne('logged');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain(messages.importMessagesLogged);
  }, 20_000);

  it('says nothing more when they were queued to a sender', async () => {
    await importOne('queued');
    expect(screen.queryByText(messages.importMessagesLogged)).toBeNull();
  }, 20_000);
});

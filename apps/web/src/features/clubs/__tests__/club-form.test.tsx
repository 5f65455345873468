import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { ClubForm, EMPTY_CLUB } from '../components/club-form';

const valid = { ...EMPTY_CLUB, clubName: 'Seaside', managerEmail: 'm@example.com', managerPhone: '9876543210' };

describe('club form: plain texts, and what each share means (issue 13, items 4 and 14)', () => {
  it('says what the manager and admin shares mean', () => {
    renderScreen(<ClubForm mode="edit" initialValues={valid} onSubmit={vi.fn()} pending={false} />, {
      path: '/',
      url: '/',
    });
    expect(screen.getByText(messages.managerShareHelp)).toBeInTheDocument();
    expect(screen.getByText(messages.adminShareHelp)).toBeInTheDocument();
  });

  it('a blank admin share names the field in words; above 100 says so in words; nothing is sent', async () => {
    const onSubmit = vi.fn();
    renderScreen(<ClubForm mode="edit" initialValues={valid} onSubmit={onSubmit} pending={false} />, {
      path: '/',
      url: '/',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Club' }));
    expect(await screen.findByText(messages.adminShareRequired)).toBeInTheDocument();
    expect(screen.queryByText(messages.managerShareRequired)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Admin Share/), '150');
    await user.click(screen.getByRole('button', { name: 'Update Club' }));
    expect(await screen.findByText(messages.sharesSumTooHigh)).toBeInTheDocument();
    expect(screen.queryByText(/managerShare|adminShare/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('club form: the manager share is the rest, the manager email optional (issue 27)', () => {
  it('shows the manager share as what the admin share leaves, and sends it so', async () => {
    const onSubmit = vi.fn();
    renderScreen(
      <ClubForm mode="edit" initialValues={{ ...valid, managerEmail: '' }} onSubmit={onSubmit} pending={false} />,
      { path: '/', url: '/' },
    );
    const manager = screen.getByLabelText(/Manager Share/);
    expect(manager).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Admin Share/), '33.33');
    expect(manager).toHaveValue('66.67');
    await user.click(screen.getByRole('button', { name: 'Update Club' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ adminShare: 33.33, managerShare: 66.67, managerEmail: '' });
  });
});

describe('club form: reminder minutes (design-match-day section 4)', () => {
  it('starts at 60, refuses what is not a whole number from 0 to 1440 with the shared text, and sends the value', async () => {
    const onSubmit = vi.fn();
    renderScreen(
      <ClubForm
        mode="edit"
        initialValues={{ ...valid, managerShare: 10, adminShare: 5 }}
        onSubmit={onSubmit}
        pending={false}
      />,
      { path: '/', url: '/' },
    );
    const field = screen.getByLabelText(/Reminder/);
    expect(field).toHaveValue('60');
    expect(screen.getByText(messages.reminderMinutesHelp)).toBeInTheDocument();
    const user = userEvent.setup();
    for (const bad of ['1441', '1.5']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Update Club' }));
      expect(await screen.findByText(messages.reminderMinutesInvalid)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Update Club' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ reminderMinutes: 0 });
  });
});

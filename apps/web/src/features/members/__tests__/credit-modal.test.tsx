import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { CreditModal } from '../components/credit-modal';

const member = {
  _id: 'm1',
  firstName: 'Nina',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  credits: 100,
  countryCode: '+91',
  hasPassword: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Add Credit: an amount typed wrong is refused, never changed (issue 27)', () => {
  it.each(['-50', '10.555', '0.001'])('refuses %s with the shared text and sends nothing', async (typed) => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([]);
    renderScreen(<CreditModal target={{ member, direction: 'add' }} onClose={vi.fn()} />, { path: '/', url: '/' });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Amount/);
    await user.type(amount, typed);
    expect(amount).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Add Credit' }));
    expect(await screen.findByText(messages.invalidCreditAmount)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

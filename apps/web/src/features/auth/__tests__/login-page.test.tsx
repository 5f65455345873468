import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen } from '@/testing/render';
import { LoginPage } from '../pages/login-page';

describe('/login: a refused sign-in (issue 38)', () => {
  it('says it on the form above Sign In, once, not in a toast under the keyboard', async () => {
    notifications.clean();
    fakeFetch([{ method: 'POST', url: '/api/users/login', status: 401, body: { message: messages.loginFailed } }]);
    renderScreen(<LoginPage />, { path: '/login', url: '/login' });
    await userEvent.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.loginFailed);
    // In the form, before its button: where a phone's keyboard does not cover it.
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(messages.loginFailed)).toHaveLength(1);
    expect(document.querySelector('.app-toasts')).toBeNull();
  });
});

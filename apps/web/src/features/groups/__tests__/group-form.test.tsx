import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { EMPTY_GROUP, GroupForm } from '../components/group-form';

describe('group form: plain texts (issue 13, items 4 and 14)', () => {
  it('a blank prize share asks for a share in words, not "a number with at most 2 decimals"; nothing is sent', async () => {
    const onSubmit = vi.fn();
    renderScreen(
      <GroupForm
        initialValues={{ ...EMPTY_GROUP, betAmount: 10 }}
        submitLabel="Add Group"
        onSubmit={onSubmit}
        pending={false}
      />,
      { path: '/', url: '/' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/1st Prize Share/), '50');
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findAllByText(messages.winnerShareRequired)).toHaveLength(2);
    expect(screen.queryByText(/must be a number/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says where the rest of the pool goes', () => {
    renderScreen(<GroupForm initialValues={EMPTY_GROUP} submitLabel="Add Group" onSubmit={vi.fn()} pending={false} />, {
      path: '/',
      url: '/',
    });
    expect(screen.getByText(messages.houseShareExplained, { exact: false })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_GROUP, GroupForm } from '@/components/domain/group-form';
import { renderScreen } from '@/testing/render';

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

describe('group form: Bidding Method and amounts typed wrong (issue 27)', () => {
  const renderForm = (onSubmit = vi.fn()) => {
    renderScreen(
      <GroupForm initialValues={EMPTY_GROUP} submitLabel="Add Group" onSubmit={onSubmit} pending={false} />,
      {
        path: '/',
        url: '/',
      },
    );
    return { onSubmit, user: userEvent.setup() };
  };
  const fillShares = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/1st Prize Share/), '50');
    await user.type(screen.getByLabelText(/2nd Prize Share/), '30');
    await user.type(screen.getByLabelText(/3rd Prize Share/), '10');
  };
  const chooseBidding = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByLabelText(/Bet Type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bidding Method', hidden: true }));
  };

  it('draws Minimum Increment and calls Bet Amount "Opening bid" for Bidding Method only', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/Minimum Increment/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Bet Amount/)).toBeInTheDocument();
    await chooseBidding(user);
    expect(screen.getByLabelText(/Minimum Increment/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Opening bid/)).toBeInTheDocument();
  });

  it('a Bidding Method group without an increment says so beside the field; with one it is sent', async () => {
    const { user, onSubmit } = renderForm();
    await chooseBidding(user);
    await user.type(screen.getByLabelText(/Opening bid/), '20');
    await fillShares(user);
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText(messages.minimumIncrementRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Minimum Increment/), '5');
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      betType: 'Bidding Method',
      betAmount: 20,
      minimumIncrement: 5,
    });
  });

  it('sends no Minimum Increment for the other bet types', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Bet Amount/), '20');
    await fillShares(user);
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('minimumIncrement');
  });

  it.each(['-5', '10.555', '0.001'])('refuses %s as the bet amount with the shared text, unchanged', async (typed) => {
    const { user, onSubmit } = renderForm();
    const amount = screen.getByLabelText(/Bet Amount/);
    await user.type(amount, typed);
    await fillShares(user);
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText(messages.betAmountInvalid)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('group form: Fantasy Team (design-contests section 1)', () => {
  it('draws the team size, teams per member and budget for Fantasy Team only, and sends them with it', async () => {
    const onSubmit = vi.fn();
    renderScreen(
      <GroupForm initialValues={EMPTY_GROUP} submitLabel="Add Group" onSubmit={onSubmit} pending={false} />,
      { path: '/', url: '/' },
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Team size/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Bet Type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Fantasy Team', hidden: true }));
    await user.type(screen.getByLabelText(/Bet Amount/), '50');
    await user.type(screen.getByLabelText(/Team size/), '8');
    await user.type(screen.getByLabelText(/1st Prize Share/), '50');
    await user.type(screen.getByLabelText(/2nd Prize Share/), '30');
    await user.type(screen.getByLabelText(/3rd Prize Share/), '10');
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText(messages.teamSizeInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Team size/));
    await user.type(screen.getByLabelText(/Team size/), '6');
    await user.type(screen.getByLabelText(/Credit budget/), '50.5');
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ betType: 'Fantasy Team', teamSize: 6, maxTeams: '', creditBudget: 50.5 }),
    );
  });
});

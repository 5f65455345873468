import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import {
  combinationLengthMessage,
  combinationTakenMessage,
  insufficientCreditsMessage,
  messages,
} from '@wicket/shared/messages';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPaise } from '@/lib/format';
import { type FakeCall, fakeFetch } from '@/testing/fake-fetch';
import { groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { PlaceBetPage } from '../pages/place-bet-page';

const inOneHour = new Date(Date.now() + 3_600_000).toISOString();

const group = groupDetail({ match: { dateTime: inOneHour } });

let calls: FakeCall[];

/** The screen with Rita (RS 100) signed in, the group loaded; answers to a bet as the server would. */
async function openPlaceBet(detail: GroupDetail = group, credits = 100) {
  signIn({ _id: 'rita', credits });
  calls = fakeFetch([
    { url: `/api/groups/${detail._id}`, body: detail },
    { url: '/api/users/userdetails/rita', body: { _id: 'rita', firstName: 'Rita', credits } },
    { method: 'POST', url: '/api/bets/multiple', body: { message: '1 bet placed successfully', bets: [] } },
  ]);
  renderScreen(<PlaceBetPage />, { path: '/place-bet/:groupId', url: `/place-bet/${detail._id}` });
  return screen.findByLabelText('Combinations');
}

/** Pastes into the box (one change, as a phone keyboard's suggestion would) and presses the button. */
async function submit(text: string) {
  const user = userEvent.setup();
  const box = await openPlaceBet();
  await user.click(box);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: /^Place \d+ Bets?$/ }));
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('place bet: the pre-check refuses what the server refuses, before anything is sent', () => {
  beforeEach(() => {
    calls = [];
  });

  it('refuses more than 5 combinations', async () => {
    await submit('12A,34B,56C,7DE,1FG,23A');
    expect(await screen.findAllByText(messages.maxCombinations)).not.toHaveLength(0);
    expect(posts()).toEqual([]);
  });

  it('refuses a combination that is not 3 distinct players', async () => {
    await submit('12A,11B');
    expect(await screen.findAllByText(combinationLengthMessage('11B'))).not.toHaveLength(0);
    expect(posts()).toEqual([]);
  });

  it('refuses a combination of 2 players', async () => {
    await submit('12');
    expect(await screen.findAllByText(combinationLengthMessage('12'))).not.toHaveLength(0);
    expect(posts()).toEqual([]);
  });

  it('refuses the same combination twice, in any order', async () => {
    await submit('12A,A21');
    expect(await screen.findAllByText(messages.duplicateInRequest)).not.toHaveLength(0);
    expect(posts()).toEqual([]);
  });

  it('refuses bets the balance cannot pay, in paise', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet(group, 19.99);
    await screen.findByText('Balance: RS 19.99');
    await user.click(box);
    await user.paste('12A,34B');
    await user.click(screen.getByRole('button', { name: 'Place 2 Bets' }));
    expect(await screen.findAllByText(insufficientCreditsMessage(2000n, 1999n, formatPaise))).not.toHaveLength(0);
    // Issue 13: in the screen's own money format, as the balance and the total beside it.
    expect(screen.getAllByText('Insufficient credits. You need RS 20.00 but only have RS 19.99')).not.toHaveLength(0);
    // Issue 13: the member learns whom to ask for credits.
    expect(screen.getByText(messages.insufficientCreditsHint)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('refuses a combination someone holds in a First Better group', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet({ ...group, betType: 'First Better', SelectedCombinations: ['12A'] });
    await user.click(box);
    await user.paste('A21');
    await user.click(screen.getByRole('button', { name: 'Place 1 Bet' }));
    expect(await screen.findAllByText(combinationTakenMessage('A21'))).not.toHaveLength(0);
    expect(posts()).toEqual([]);
  });

  it('sends a valid bet once, with an Idempotency-Key, and goes back to the match', async () => {
    await submit('a21, 3BC');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [post] = posts();
    expect(post?.body).toEqual({ betAmount: 10, matchId: 'match-1', groupId: 'group-1', combinations: ['A21', '3BC'] });
    expect(post?.headers['Idempotency-Key']).toMatch(/\S/);
    expect(await screen.findByText('Bets placed. Taking you back to the match…')).toBeInTheDocument();
  });

  it('offers no bet once the match has started, whatever the loaded flag says', async () => {
    await openPlaceBet({ ...group, match: { ...group.match, dateTime: new Date(Date.now() - 60_000).toISOString() } });
    expect(screen.getByRole('button', { name: 'Place 0 Bets' })).toBeDisabled();
    expect(screen.getByText(messages.bettingClosed)).toBeInTheDocument();
  });
});

describe('place bet: issue 13 on a phone', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('counts only valid combinations and says what is wrong before anything is sent', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet();
    await user.click(box);
    // "9zz" and stray commas: the box keeps 12A,3BC,,1 ... and a finished "1" is not a bet.
    await user.paste('12A,3BC,9zz,1,');
    expect(screen.getByRole('button', { name: 'Place 2 Bets' })).toBeInTheDocument();
    expect(screen.getByText(combinationLengthMessage('1'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place 2 Bets' }));
    expect(posts()).toEqual([]);
  });

  it('says players are not announced while a team has no names', async () => {
    await openPlaceBet();
    expect(screen.getAllByText(messages.playersNotAnnounced)).toHaveLength(2);
  });

  it('offline: says so at once, and the same bets go out with one Idempotency-Key once back online', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet();
    onlineManager.setOnline(false);
    await user.click(box);
    await user.paste('12A');
    await user.click(screen.getByRole('button', { name: 'Place 1 Bet' }));
    expect(await screen.findByText(messages.betsOffline)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    onlineManager.setOnline(true);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('Bets placed. Taking you back to the match…')).toBeInTheDocument();
  });

  it('a request that reaches nobody says so, and the retry of the same bets carries the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet();
    const answer = fetch;
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'POST') {
          sent.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
          if (sent.length === 1) throw new TypeError('Failed to fetch');
        }
        return answer(input, init);
      }),
    );
    await user.click(box);
    await user.paste('12A,3BC');
    await user.click(screen.getByRole('button', { name: 'Place 2 Bets' }));
    expect(await screen.findAllByText(messages.betsNetworkFailed)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Place 2 Bets' }));
    expect(await screen.findByText('Bets placed. Taking you back to the match…')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });
});

describe('place bet: tap to pick and the prize preview (design-match-day section 2)', () => {
  beforeEach(() => {
    calls = [];
  });

  const player = (name: string) => screen.getByRole('button', { name });

  it('three taps of either team build a combination in the same box typing fills, and it is placed', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet();
    await user.click(box);
    await user.paste('3BC');
    await user.click(player('A Player A'));
    expect(player('A Player A')).toHaveAttribute('aria-pressed', 'true');
    await user.click(player('2 Player 2'));
    await user.click(player('1 Player 1'));
    expect(box).toHaveValue('3BC,12A');
    expect(player('A Player A')).toHaveAttribute('aria-pressed', 'false');
    // A tap undone by a second tap.
    await user.click(player('5 Player 5'));
    await user.click(player('5 Player 5'));
    expect(player('5 Player 5')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Place 2 Bets' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ combinations: ['3BC', '12A'] });
  });

  it('in a First Better group a taken combination cannot be built: its last player is disabled with the reason', async () => {
    const user = userEvent.setup();
    await openPlaceBet({
      ...group,
      betType: 'First Better',
      CombinationsMaster: ALL_COMBINATIONS.filter((one) => one !== '12A'),
      SelectedCombinations: ['12A'],
    });
    await user.click(player('1 Player 1'));
    await user.click(player('A Player A'));
    const blocked = player('2 Player 2');
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(messages.pickTakenReason);
    expect(player('3 Player 3')).toBeEnabled();
  });

  it('a full slip disables the players, saying why', async () => {
    const user = userEvent.setup();
    const box = await openPlaceBet();
    await user.click(box);
    await user.paste('12A,34B,56C,7DE,1FG');
    expect(player('2 Player 2')).toBeDisabled();
    expect(player('2 Player 2')).toHaveAccessibleDescription(messages.maxCombinationsSelection);
  });

  it('shows the prize of each paid place if betting closed now', async () => {
    await openPlaceBet({ ...group, totalBetAmount: 240, prizes: { first: 120, second: 72, third: 24 } });
    const preview = screen.getByRole('group', { name: messages.prizePreviewTitle });
    expect(preview).toHaveTextContent('1st RS 120');
    expect(preview).toHaveTextContent('2nd RS 72');
    expect(preview).toHaveTextContent('3rd RS 24');
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import {
  GROUP_BETS_DEFAULT_LIMIT,
  GROUP_BETS_MAX_LIMIT,
  groupBetsQuerySchema,
  MY_BETS_MAX_LIMIT,
  myBetsQuerySchema,
} from '../src/schemas/bets';

describe('paging of the bet lists', () => {
  it('takes a group page of up to GROUP_BETS_MAX_LIMIT bets, and its text names that limit', () => {
    expect(groupBetsQuerySchema.parse({ page: '2', limit: String(GROUP_BETS_MAX_LIMIT) })).toEqual({
      page: 2,
      limit: GROUP_BETS_MAX_LIMIT,
    });
    const over = groupBetsQuerySchema.safeParse({ page: '1', limit: String(GROUP_BETS_MAX_LIMIT + 1) });
    expect(over.error?.issues[0]?.message).toBe(messages.invalidGroupBetsLimit);
    expect(messages.invalidGroupBetsLimit).toContain(`from 1 to ${GROUP_BETS_MAX_LIMIT}`);
  });

  it('leaves `page` out when not sent (the whole list) and defaults the limit', () => {
    expect(groupBetsQuerySchema.parse({})).toEqual({ page: undefined, limit: GROUP_BETS_DEFAULT_LIMIT });
  });

  it('keeps My Bets at pages of up to MY_BETS_MAX_LIMIT, page 1 by default', () => {
    expect(myBetsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    const over = myBetsQuerySchema.safeParse({ limit: String(MY_BETS_MAX_LIMIT + 1) });
    expect(over.error?.issues[0]?.message).toBe(messages.invalidLimit);
    expect(messages.invalidLimit).toContain(`from 1 to ${MY_BETS_MAX_LIMIT}`);
  });
});

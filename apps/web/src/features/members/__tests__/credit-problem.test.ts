import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { creditProblem } from '../components/credit-modal';

describe('the credit form check', () => {
  it('takes a positive RS amount with at most 2 decimals, typed or numeric', () => {
    expect(creditProblem('250', 'add', 0)).toBeNull();
    expect(creditProblem('0.01', 'add', 0)).toBeNull();
    expect(creditProblem(12.5, 'add', 0)).toBeNull();
  });

  it('refuses nothing, zero, negatives, 3 decimals and number spellings that are not plain decimals', () => {
    for (const amount of ['', '0', '-5', '1.005', '1e3', '0x10', 'abc']) {
      expect(creditProblem(amount, 'add', 1000), amount).toBe(messages.invalidCreditAmount);
    }
  });

  it('lets a deduction take the whole balance and not a paisa more, compared in paise', () => {
    expect(creditProblem('0.3', 'deduct', 0.1 + 0.2)).toBeNull();
    expect(creditProblem('100.1', 'deduct', 100.1)).toBeNull();
    expect(creditProblem('100.11', 'deduct', 100.1)).toBe(messages.deductionExceedsBalance);
    expect(creditProblem('0.01', 'deduct', 0)).toBe(messages.deductionExceedsBalance);
  });

  it('adding does not depend on the balance', () => {
    expect(creditProblem('5000', 'add', 0)).toBeNull();
  });
});

import {
  canonicalCombination,
  isValidCombination,
  sanitizeCombinationInput,
  splitCombinationInput,
} from '@wicket/shared/combinations';
import { combinationTakenMessage, insufficientCreditsMessage, messages } from '@wicket/shared/messages';
import { combinationsProblem } from '@wicket/shared/schemas/bets';
import { st } from '@/i18n';
import { formatPaise } from '@/lib/format';
import { paiseOf } from '@/lib/money';

export type BetCheckInput = {
  /** The combination box as typed. */
  text: string;
  betAmount: number;
  balance: number | undefined;
  firstBetter: boolean;
  /** Combinations already taken in the group (canonical). */
  taken: readonly string[];
};

export type BetCheck = { ok: true; combinations: string[] } | { ok: false; message: string };

/**
 * The client-side checks of spec section 5, in the server's order (design section 4): at least one, at most 5,
 * each 3 distinct characters, no repeats, enough credits, then First Better's taken rule. The server checks all
 * of it again; this only saves a round trip and says what is wrong before anything is sent.
 */
export function checkBet({ text, betAmount, balance, firstBetter, taken }: BetCheckInput): BetCheck {
  const cleaned = sanitizeCombinationInput(text);
  const parts = splitCombinationInput(cleaned);
  if (parts.length === 0) {
    return {
      ok: false,
      message: cleaned.length === 0 ? st(messages.selectAtLeastOne) : st(messages.selectAtLeastOneValid),
    };
  }
  // The server's own rule (packages/shared): at most 5, each 3 distinct players, no two equal as sets.
  const problem = combinationsProblem(parts);
  if (problem !== undefined) return { ok: false, message: problem };
  const combinations = parts;

  const need = paiseOf(betAmount) * BigInt(combinations.length);
  if (balance !== undefined) {
    const have = paiseOf(balance);
    if (need > have) return { ok: false, message: insufficientCreditsMessage(need, have, formatPaise) };
  }

  if (firstBetter) {
    const takenSet = new Set(taken);
    const clash = combinations.find((combination) => takenSet.has(canonicalCombination(combination)));
    if (clash !== undefined) return { ok: false, message: combinationTakenMessage(clash) };
  }
  return { ok: true, combinations };
}

/** Adds or removes one combination in the box's text; null when adding would exceed the maximum. */
export function toggleCombination(text: string, combination: string, max: number): string | null {
  const parts = splitCombinationInput(text);
  const canonical = canonicalCombination(combination);
  const present = parts.findIndex((part) => canonicalCombination(part) === canonical);
  if (present >= 0) return parts.filter((_, index) => index !== present).join(',');
  if (parts.length >= max) return null;
  return [...parts, combination].join(',');
}

/**
 * What the slip shows while the member types: how many bets the box really holds (valid, distinct combinations only,
 * so "12A,3BC,,1" counts 2) and, when something typed would be refused, the same text the pre-check and the server
 * give (an empty box says nothing yet).
 */
export function slipState(text: string): { count: number; problem: string | undefined } {
  const parts = splitCombinationInput(text);
  const count = new Set(parts.filter(isValidCombination).map(canonicalCombination)).size;
  // The combination still being typed ("12" on the way to "12A") is not a mistake yet.
  const last = parts.at(-1) ?? '';
  const typing = !sanitizeCombinationInput(text).endsWith(',') && last.length < 3 && new Set(last).size === last.length;
  const finished = typing ? parts.slice(0, -1) : parts;
  return { count, problem: finished.length === 0 ? undefined : combinationsProblem(finished) };
}

import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM, EMPTY_FIGURES, scoreFigures } from '@wicket/shared/points';
import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  draftOf,
  figuresSummary,
  readBattingLine,
  readBowlingLine,
  readDraft,
} from '../utils/figures-draft';

const draft = (changes: Partial<ReturnType<typeof blankDraft>>) => ({ ...blankDraft(true), ...changes });

describe('the overs box: typed as cricket writes overs', () => {
  it.each([
    ['3.2', 20],
    ['4', 24],
    ['0.5', 5],
    [' 10.1 ', 61],
    ['', 0],
  ])('%j is %i legal balls', (overs, balls) => {
    expect(readDraft(draft({ overs })).figures?.ballsBowled).toBe(balls);
  });

  it.each(['3.6', '3.12', 'three', '-1', '2,3', '1e1'])(
    '%j is refused with the overs text, and no figures',
    (overs) => {
      const reading = readDraft(draft({ overs }));
      expect(reading.fieldErrors).toEqual({ overs: messages.oversInvalid });
      expect(reading.figures).toBeNull();
    },
  );

  it('saved balls show as overs again, and a 0 shows as an empty box', () => {
    const shown = draftOf({ ...EMPTY_FIGURES, played: true, ballsBowled: 23, runsConceded: 0, maidens: 1 });
    expect(shown.overs).toBe('3.5');
    expect(shown.runsConceded).toBe('');
    expect(shown.maidens).toBe('1');
    expect(readDraft(shown).figures).toEqual({ ...EMPTY_FIGURES, played: true, ballsBowled: 23, maidens: 1 });
  });
});

describe('the other boxes: whole numbers from 0, blank is 0, with the server texts', () => {
  it('marks each box that does not read, and gives no figures', () => {
    const reading = readDraft(draft({ runs: '1.5', wickets: '-1', catches: '2' }));
    expect(reading.fieldErrors).toEqual({ runs: messages.figuresInvalid, wickets: messages.figuresInvalid });
    expect(reading.figures).toBeNull();
  });

  it('a rule between the figures keeps the figures (the points still show) and names the rule', () => {
    const reading = readDraft(draft({ runs: '10', fours: '3' }));
    expect(reading.error).toBe(messages.boundariesExceedRuns);
    expect(reading.fieldErrors).toEqual({});
    expect(reading.figures).toMatchObject({ runs: 10, fours: 3 });
  });

  it.each([
    [{ played: false, runs: '4' }, messages.figuresWithoutPlaying],
    [{ overs: '1', maidens: '2' }, messages.maidensExceedOvers],
    [{ wickets: '2', lbwBowled: '3' }, messages.wicketsInvalid],
    [{ wickets: '11' }, messages.wicketsInvalid],
  ])('%j: %s', (changes, text) => {
    expect(readDraft(draft(changes)).error).toBe(text);
  });
});

describe('points as the figures are typed', () => {
  it('a 32 off 20 with four fours scores what the server would: runs, fours, milestone, strike rate, played', () => {
    const { figures } = readDraft(draft({ runs: '32', balls: '20', fours: '4', out: true }));
    expect(figures).not.toBeNull();
    const points = scoreFigures(figures as NonNullable<typeof figures>, DEFAULT_POINTS_SYSTEM);
    expect(points.breakdown).toEqual([
      { item: 'runs', points: 32 },
      { item: 'fours', points: 4 },
      { item: 'milestone', points: 4 },
      { item: 'strikeRate', points: 4 },
      { item: 'played', points: 4 },
    ]);
    expect(points.points).toBe(48);
  });

  it('a summary line reads like a scorecard: bowling as overs-maidens-runs-wickets (issue 38)', () => {
    const figures = readDraft(
      draft({ runs: '32', balls: '20', overs: '3.2', maidens: '1', runsConceded: '18', wickets: '2' }),
    );
    expect(figuresSummary(figures.figures as NonNullable<typeof figures.figures>)).toBe('32* (20) · 3.2-1-18-2');
    expect(figuresSummary(EMPTY_FIGURES)).toBe('Did not play');
  });
});

describe('one-line figures (issue 38): a row typed in two boxes', () => {
  it.each([
    ['52 30 5 2', { runs: '52', balls: '30', fours: '5', sixes: '2' }],
    ['52.30.5.2', { runs: '52', balls: '30', fours: '5', sixes: '2' }],
    [' 7 12 ', { runs: '7', balls: '12', fours: '', sixes: '' }],
    ['0 1 ', { runs: '0', balls: '1', fours: '', sixes: '' }],
  ])('batting %j', (line, boxes) => {
    expect(readBattingLine(line)).toEqual(boxes);
  });

  it.each(['', '1 2 3 4 5', 'x', '-1 2'])('batting %j does not read', (line) => {
    expect(readBattingLine(line)).toBeNull();
  });

  it.each([
    ['4-0-20-3', { overs: '4', maidens: '0', runsConceded: '20', wickets: '3' }],
    ['3.2-1-18-2', { overs: '3.2', maidens: '1', runsConceded: '18', wickets: '2' }],
    ['4 0 20 3', { overs: '4', maidens: '0', runsConceded: '20', wickets: '3' }],
    ['4.0.20.3', { overs: '4', maidens: '0', runsConceded: '20', wickets: '3' }],
    ['3.2.1.18.2', { overs: '3.2', maidens: '1', runsConceded: '18', wickets: '2' }],
    ['2-', { overs: '2', maidens: '', runsConceded: '', wickets: '' }],
  ])('bowling %j', (line, boxes) => {
    expect(readBowlingLine(line)).toEqual(boxes);
  });

  it.each(['', '4-0-20-3-1', '4-0.5-20-3', 'four', '4-x'])('bowling %j does not read', (line) => {
    expect(readBowlingLine(line)).toBeNull();
  });
});

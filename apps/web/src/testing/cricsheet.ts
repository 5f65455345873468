import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CricsheetFigures, cricsheetFigures, proposeSlots } from '@wicket/shared/cricsheet';
import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';

const FIXTURES = join(import.meta.dirname, '../../../../packages/shared/test/fixtures/cricsheet');

/** A real Cricsheet file (packages/shared/test/fixtures/cricsheet, ODC-BY): CSK v KKR, IPL 2022, as uploaded. */
export const cricsheetText = readFileSync(join(FIXTURES, '1304047.json'), 'utf8');
export const cricsheetFile = cricsheetFigures(JSON.parse(cricsheetText)) as CricsheetFigures;

/** A side's players as a match stores them: slot index to name. */
export const slots = (names: string[]) => Object.fromEntries(names.map((name, i) => [String(i), name]));

/** The club's CSK side of that match, named as in the file. */
export const CSK_XI = [
  'Ruturaj Gaikwad',
  'Devon Conway',
  'Robin Uthappa',
  'Ambati Rayudu',
  'Ravindra Jadeja',
  'Shivam Dube',
  'MS Dhoni',
];

/** The club's KKR side: "Varun Chakravarthy" is "CV Varun" in the file, so his slot gets no proposal. */
export const KKR_XI = [
  'Ajinkya Rahane',
  'Venkatesh Iyer',
  'Nitish Rana',
  'Shreyas Iyer',
  'Sam Billings',
  'Andre Russell',
  'Varun Chakravarthy',
];

/** The answer of POST .../scorecard/cricsheet for a match, built by the shared functions the server answers with. */
export function cricsheetReading(match: Parameters<typeof proposeSlots>[0]): CricsheetReading {
  const { slots: proposed } = proposeSlots(match, cricsheetFile);
  return { teams: cricsheetFile.teams, players: cricsheetFile.players, slots: proposed };
}

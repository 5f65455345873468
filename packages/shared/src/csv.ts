/**
 * One CSV writer for every export (design-match-day section 7): RFC 4180 (comma, CRLF, a field holding a comma,
 * quote or line break is quoted and its quotes doubled) and spreadsheet formula injection neutralised: a text cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text instead of running it.
 * Numbers and money are never prefixed (a negative net stays a number).
 */

/** An amount in paise, written as RS with 2 decimals (`-12.50`). */
export type CsvMoney = { paise: bigint };
export type CsvCell = string | number | CsvMoney | null | undefined;

export const csvMoney = (paise: bigint): CsvMoney => ({ paise });

// A tab or carriage return first also starts a formula in some spreadsheets (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Paise -> `1250.75`, `-0.05`, exact (bigint arithmetic). */
export function paiseToCsvRs(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'object') return paiseToCsvRs(cell.paise);
  return quote(FORMULA_START.test(cell) ? `'${cell}` : cell);
}

/** A header row and the data rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map((h) => csvCell(h)).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

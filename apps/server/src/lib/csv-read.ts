import { csvLineErrorMessage, csvReasons, fieldCountMessage, messages } from '@wicket/shared/messages';
import { CSV_IMPORT_MAX_ROWS } from '@wicket/shared/schemas/csv-import';
import { parse } from 'csv-parse/sync';
import { badRequest } from './errors';

/**
 * Reading an uploaded CSV file, for both imports (fixtures and members, design-season sections 5 and 6): RFC 4180
 * (quoted fields may hold commas, quotes and line breaks) by csv-parse, columns found by their header name, each data
 * row with the file line it starts on so an error can name it.
 */

/** One data row: the line it starts on (the header is line 1), its cells by column, and its field-count problem. */
export type CsvRow<C extends string> = {
  line: number;
  /** Each wanted column's cell as the file has it; '' for a column the file lacks or a row too short to reach it. */
  cells: Record<C, string>;
  /** Set when the row's field count differs from the header's (often an unquoted comma in a name); null otherwise. */
  fieldCountProblem: string | null;
};

export type CsvColumns<C extends string> = {
  /** The columns wanted, by header name (compared ignoring case and surrounding spaces). */
  names: readonly C[];
  /**
   * Other header names a column is known by (`Home Team` for team1), compared ignoring case, spaces and punctuation,
   * as the column's own name then is too; a header cell that names the column exactly wins over an alias.
   */
  aliases?: Partial<Record<C, readonly string[]>>;
  /** Whether the columns the header has are enough; if not, the 400 is `missing`. */
  enough: (has: (column: C) => boolean) => boolean;
  /** The 400 text, or a function of the header's names as the file has them (`Team 1, Team 2, When`). */
  missing: string | ((found: string) => string);
};

/** Header names as compared with aliases: `Home Team`, `home_team` and `HomeTeam` are one. */
const looseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** At most this many header names, each cut to this length, go into a refusal (a hostile header cannot grow it). */
const FOUND_NAMES_MAX = 10;
const FOUND_NAME_LENGTH = 40;

/** The header's names for a refusal: `Team 1, Team 2, When`, bounded. */
function foundNames(header: readonly string[]): string {
  const names = header.map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return '—';
  const shown = names
    .slice(0, FOUND_NAMES_MAX)
    .map((name) => (name.length > FOUND_NAME_LENGTH ? `${name.slice(0, FOUND_NAME_LENGTH)}…` : name));
  return names.length > FOUND_NAMES_MAX ? `${shown.join(', ')}, …` : shown.join(', ');
}

type ParsedRecord = { record: string[]; info: { lines: number } };

const LINE_BREAK = /\n/g;

/**
 * The file's data rows, and which wanted columns its header has. Line endings may be CRLF, LF or CR, even mixed in
 * one file (a spreadsheet's CRLF with a hand-added LF line); a UTF-8 BOM is dropped; empty lines and rows of blank
 * cells (`,,` lines a spreadsheet leaves) are not rows. 400 when the text cannot be read (`Line {n}: {reason}`),
 * lacks the required columns, has no data row, or more than 500.
 */
export function readCsvFile<C extends string>(
  text: string,
  columns: CsvColumns<C>,
): { has: (column: C) => boolean; rows: CsvRow<C>[] } {
  // One kind of line break, so csv-parse counts lines as people do (it counts CR and LF of a CRLF apart in quotes).
  const normalised = text.replace(/\r\n?/g, '\n');
  const [headerRecord, ...records] = parseRecords(normalised);
  const header = headerRecord?.record ?? [];
  const keys = header.map((name) => name.trim().toLowerCase());
  const looseKeys = header.map(looseName);
  const at = new Map<C, number>();
  for (const name of columns.names) {
    let index = keys.indexOf(name.toLowerCase());
    if (index < 0 && columns.aliases) {
      const known = [name, ...(columns.aliases[name] ?? [])].map(looseName);
      index = looseKeys.findIndex((key, i) => known.includes(key) && ![...at.values()].includes(i));
    }
    if (index >= 0) at.set(name, index);
  }
  const has = (column: C) => at.has(column);
  if (!headerRecord || !columns.enough(has)) {
    throw badRequest(typeof columns.missing === 'string' ? columns.missing : columns.missing(foundNames(header)));
  }
  const data = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw badRequest(messages.csvNoRows);
  if (data.length > CSV_IMPORT_MAX_ROWS) throw badRequest(messages.csvTooManyRows);
  const cellsOf = (record: string[]) => {
    const cell = (name: C) => {
      const index = at.get(name);
      return index === undefined ? '' : (record[index] ?? '');
    };
    return Object.fromEntries(columns.names.map((name) => [name, cell(name)])) as Record<C, string>;
  };
  const rows = data.map(({ record, info }) => ({
    // info.lines is the line the record ends on; a quoted line break inside it started it earlier.
    line: info.lines - record.reduce((n, cell) => n + (cell.match(LINE_BREAK)?.length ?? 0), 0),
    cells: cellsOf(record),
    fieldCountProblem: record.length === header.length ? null : fieldCountMessage(record.length, header.length),
  }));
  return { has, rows };
}

/** The records of a text whose line breaks are all `\n`; a text csv-parse cannot read is a 400 naming its line. */
function parseRecords(text: string): ParsedRecord[] {
  // The line the last good record ended on: a record that fails starts after it (and after any empty lines).
  let lastLine = 0;
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: '\n',
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as ParsedRecord[];
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'CSV_QUOTE_NOT_CLOSED') {
      // csv-parse names the file's last line; the quote was opened by the record after the last good one.
      const lines = text.replace(/^\uFEFF/, '').split('\n');
      let start = lastLine;
      while (start < lines.length - 1 && lines[start] === '') start += 1;
      throw badRequest(csvLineErrorMessage(start + 1, csvReasons.quoteNotClosed));
    }
    const errorLine = (err as { lines?: unknown }).lines;
    const line = typeof errorLine === 'number' && errorLine > 0 ? errorLine : lastLine + 1;
    if (code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'INVALID_OPENING_QUOTE') {
      throw badRequest(csvLineErrorMessage(line, csvReasons.strayQuote));
    }
    throw badRequest(csvLineErrorMessage(line, csvReasons.unreadable));
  }
}

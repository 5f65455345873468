import { parse } from 'csv-parse/sync';
import { badRequest } from './errors';

/** One data row of a CSV file: its line number in the file (the header is line 1) and its cells. */
export type CsvRow = { line: number; cells: string[] };

const LINE_BREAK = /\n/g;

/**
 * Reads an uploaded CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks) with csv-parse's sync
 * API: the header row and the data rows, each with the file line it starts on, so an error can name it. Line
 * endings may be CRLF, LF or CR (one file from Excel, another from a phone); a UTF-8 BOM is dropped; blank lines
 * and rows of blank cells are skipped; short rows read their missing cells as ''. Text csv-parse cannot read (an
 * unclosed quote) is a 400 naming its line.
 */
export function readCsvFile(
  text: string,
  refuse: { unreadable: (line: number) => string; maxRows: number; tooManyRows: string },
): { header: string[]; rows: CsvRow[] } {
  // One kind of line break, so csv-parse counts lines as people do (it counts CR and LF of a CRLF apart in quotes).
  const normalised = text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(normalised, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: '\n',
    }) as unknown as typeof records;
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1;
    throw badRequest(refuse.unreadable(line));
  }
  const rows = records
    .map(({ record, info }) => ({
      // info.lines is the line the record ends on; a quoted line break inside it started it earlier.
      line: info.lines - record.reduce((n, cell) => n + (cell.match(LINE_BREAK)?.length ?? 0), 0),
      cells: record,
    }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = rows;
  if (data.length > refuse.maxRows) throw badRequest(refuse.tooManyRows);
  return { header: header?.cells ?? [], rows: data };
}

/** Which cell holds each wanted column: header names compared ignoring case and surrounding spaces. */
export function columnIndexes<C extends string>(header: string[], columns: readonly C[]): Map<C, number> {
  const found = new Map<C, number>();
  const normalised = header.map((h) => h.trim().toLowerCase());
  for (const column of columns) {
    const at = normalised.indexOf(column.toLowerCase());
    if (at >= 0) found.set(column, at);
  }
  return found;
}

import { describe, expect, it } from 'vitest';
import { csvCell, csvMoney, paiseToCsvRs, toCsv } from '../src/csv';

describe('csv writer', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 'cr\rhere'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak","cr\rhere"\r\n');
  });

  it('prefixes text starting with = + - @ with a quote, and quotes the result when needed', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('Rohit = great')).toBe('Rohit = great');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('never prefixes numbers or money, negative ones included', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(csvMoney(-1250n))).toBe('-12.50');
    expect(csvCell(csvMoney(5n))).toBe('0.05');
    expect(csvCell(csvMoney(-5n))).toBe('-0.05');
    expect(csvCell(csvMoney(123456789n))).toBe('1234567.89');
    expect(paiseToCsvRs(0n)).toBe('0.00');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe('a,b,c\r\n,,\r\n');
  });
});

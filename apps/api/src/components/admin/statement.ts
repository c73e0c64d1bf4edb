/**
 * Reads the CSV statement a bank or UPI merchant app exports into its money lines, by the
 * declarative formats of packages/contracts/src/reconciliation.ts (docs/decisions.md,
 * Reconciliation). The file is read in memory and never kept.
 */
import { STATEMENT_FORMATS } from '@clinic/contracts';
import type { ReferenceSource, StatementFormat, StatementLine } from '@clinic/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../libraries/errors.js';
import { transactionKey } from '../../store/rules.js';

export interface Statement {
  format: StatementFormat;
  lines: StatementLine[];
  /** Lines with a date whose amount could not be read. */
  unreadableRows: number[];
}

/** Banks put their name, the account and the period above the header row. */
const HEADER_SEARCH_ROWS = 30;

/**
 * A transaction's date: '02/03/26', '2026-03-02 10:15:32', '02 Mar 2026', '02-MAR-26'. Separator
 * rows, totals and the summary below the lines have none, so they are not read as lines.
 */
const DATE_LIKE = /^\d{1,4}[-/. ](?:\d{1,2}|[a-z]{3,9})[-/. ]\d{2,4}\b/i;

/**
 * What browsers and phones call a .csv file: Windows labels it as Excel's, some send no type or
 * a generic one. Anything else (an image, a PDF, a spreadsheet) is refused before it is read.
 */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/comma-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);

/** Files people export by mistake instead of CSV: PDF, Excel (xlsx is a zip), old Excel. */
const NOT_CSV_MAGIC = [
  Buffer.from('%PDF'),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
];

function notCsv(): AppError {
  return AppError.unsupportedType('statementNotCsv');
}

/** UTF-8 as most exports write; otherwise Windows' single-byte text, as Excel saves CSV there. */
function decode(bytes: Buffer): string {
  if (NOT_CSV_MAGIC.some((magic) => bytes.subarray(0, magic.length).equals(magic))) throw notCsv();
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export type Direction = StatementLine['direction'];

/**
 * An amount as statements write it: '1,234.50', '1,23,456.50', '₹800', 'Rs. 800', 'INR 800.00',
 * '800.00 Cr', '500.00 Dr', '-500', '(500.00)'. Null when the text holds no amount.
 */
export function readAmount(text: string): { rupees: number; direction: Direction } | null {
  let value = text.trim().toUpperCase();
  let direction: Direction = 'credit';
  // The spaces before the marker are trimmed, not matched: a pattern that starts with them tries
  // every space of a long cell again from each one (a 60 kB cell took 4 s).
  const marker = /(CR|DR)\.?$/.exec(value);
  if (marker) {
    if (marker[1] === 'DR') direction = 'debit';
    value = value.slice(0, marker.index).trimEnd();
  }
  if (value.startsWith('(') && value.endsWith(')')) {
    direction = 'debit';
    value = value.slice(1, -1).trim();
  }
  if (value.startsWith('-')) {
    direction = 'debit';
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) {
    value = value.slice(1).trim();
  }
  value = value.replace(/^(?:₹|RS\.?|INR)\s*/, '');
  if (!/^\d[\d,]*(?:\.\d+)?$/.test(value)) return null;
  const rupees = Math.round(Number(value.replaceAll(',', '')) * 100) / 100;
  return { rupees, direction };
}

const normaliseHeader = (cell: string) => cell.trim().toLowerCase();

/** The first row (of the first few) that holds every header of a known format. */
function findHeader(
  rows: readonly Row[],
): { format: StatementFormat; index: number; columns: Map<string, number> } | null {
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = new Map(row.cells.map((cell, column) => [normaliseHeader(cell), column]));
    const format = STATEMENT_FORMATS.find((candidate) =>
      candidate.headers.every((header) => columns.has(normaliseHeader(header))),
    );
    if (format) return { format, index, columns };
  }
  return null;
}

interface Row {
  /** Line number in the file, 1 for the first. */
  number: number;
  cells: string[];
}

function parseRows(text: string): Row[] {
  try {
    // csv-parse's sync types do not follow `info`, which wraps each record with its line number.
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ number: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError) throw AppError.badRequest('statementUnreadable');
    throw error;
  }
}

/**
 * The statement's money lines. 415 unless it is a CSV by its declared type and its bytes; 400 when
 * it is not readable CSV or no known format's header row is near its top.
 */
export function readStatement(file: { buffer: Buffer; mimetype: string }): Statement {
  const declared = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_TYPES.has(declared)) throw notCsv();
  const rows = parseRows(decode(file.buffer));
  const header = findHeader(rows);
  if (!header) throw AppError.badRequest('statementFormatUnknown');
  const { format, columns } = header;
  const cell = (row: Row, name: string) =>
    row.cells[columns.get(normaliseHeader(name)) ?? -1]?.trim() ?? '';

  const lines: StatementLine[] = [];
  const unreadableRows: number[] = [];
  for (const row of rows.slice(header.index + 1)) {
    const date = cell(row, format.date);
    if (!DATE_LIKE.test(date)) continue;
    if (format.only) {
      const { column, values } = format.only;
      const value = cell(row, column).toUpperCase();
      if (!values.some((allowed) => allowed.toUpperCase() === value)) continue;
    }
    const amount = lineAmount(format, (name) => cell(row, name));
    if (!amount) {
      unreadableRows.push(row.number);
      continue;
    }
    lines.push({
      row: row.number,
      date,
      amount: amount.rupees,
      direction: amount.direction,
      transactionIds: references(format.references, (name) => cell(row, name)),
    });
  }
  return { format, lines, unreadableRows };
}

function lineAmount(
  format: StatementFormat,
  cell: (name: string) => string,
): { rupees: number; direction: Direction } | null {
  if ('column' in format.amount) return readAmount(cell(format.amount.column));
  // The column says which way the money went; a line fills one of the two.
  const credit = readAmount(cell(format.amount.credit));
  if (credit && credit.rupees > 0) return { rupees: credit.rupees, direction: 'credit' };
  const debit = readAmount(cell(format.amount.debit));
  if (debit && debit.rupees > 0) return { rupees: debit.rupees, direction: 'debit' };
  return null;
}

function references(sources: readonly ReferenceSource[], cell: (name: string) => string) {
  const ids = new Set<string>();
  for (const { column, pattern } of sources) {
    const text = cell(column);
    const id = pattern ? pattern.exec(text)?.[1] : text;
    if (id && id.trim() !== '') ids.add(transactionKey(id));
  }
  return [...ids];
}

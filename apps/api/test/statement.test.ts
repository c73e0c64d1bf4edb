/**
 * The statement reader on sample exports of each format (test/fixtures), and the amounts,
 * headers and files it refuses. The matching rule is in reconciliation.test.ts.
 */
import { readFileSync } from 'node:fs';
import { RECONCILE_TEXTS } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { readAmount, readStatement } from '../src/components/admin/statement.js';
import { AppError } from '../src/libraries/errors.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const csv = (text: string, mimetype = 'text/csv') => ({ buffer: Buffer.from(text), mimetype });

function refusal(read: () => unknown): { status: number; message: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('The statement was read');
}

describe('readStatement', () => {
  it('when an HDFC-style account statement is read, then its bank header and footer are passed over and each line gives its date, amount, direction and UTR', () => {
    const statement = readStatement({
      buffer: fixture('hdfc-statement.csv'),
      mimetype: 'text/csv',
    });

    expect(statement.format.id).toBe('hdfc-account');
    expect(statement.format.name).toBe('HDFC-style account statement');
    expect(statement.lines).toEqual([
      {
        row: 9,
        date: '02/03/26',
        amount: 800,
        direction: 'credit',
        transactionIds: ['406112345678'],
      },
      {
        row: 10,
        date: '02/03/26',
        amount: 500,
        direction: 'credit',
        transactionIds: ['406198765432'],
      },
      { row: 11, date: '03/03/26', amount: 45_000, direction: 'debit', transactionIds: [] },
      {
        row: 12,
        date: '03/03/26',
        amount: 1200,
        direction: 'credit',
        transactionIds: ['406155554444'],
      },
      {
        row: 13,
        date: '04/03/26',
        amount: 800,
        direction: 'debit',
        transactionIds: ['406177778888'],
      },
      {
        row: 14,
        date: '04/03/26',
        amount: 1500,
        direction: 'credit',
        transactionIds: ['406199990000'],
      },
    ]);
    // The cheque deposit has no amount in either column: shown for a look by hand.
    expect(statement.unreadableRows).toEqual([15]);
  });

  it('when a UPI merchant export is read, then only SUCCESS lines count and each carries both the app’s transaction ID and the UTR', () => {
    const statement = readStatement({
      buffer: fixture('upi-merchant-transactions.csv'),
      mimetype: 'application/vnd.ms-excel',
    });

    expect(statement.format.id).toBe('upi-merchant');
    expect(statement.format.name).toBe('UPI merchant transactions');
    expect(statement.lines).toEqual([
      {
        row: 2,
        date: '2026-03-02 10:15:32',
        amount: 800,
        direction: 'credit',
        transactionIds: ['T2603021015321234567890', '406112345678'],
      },
      {
        row: 3,
        date: '2026-03-02 11:02:10',
        amount: 500,
        direction: 'credit',
        transactionIds: ['T2603021102105678901234', '406198765432'],
      },
      {
        row: 5,
        date: '2026-03-03 09:05:00',
        amount: 1200,
        direction: 'credit',
        transactionIds: ['T2603030905001111222233', '406155554444'],
      },
      {
        row: 6,
        date: '2026-03-04 16:20:41',
        amount: 800,
        direction: 'debit',
        transactionIds: ['T2603041620414444555566', '406177778888'],
      },
    ]);
    expect(statement.unreadableRows).toEqual([]);
  });

  it('when the header is written in another case with spaces and the file starts with a byte-order mark, then it is still recognised', () => {
    const statement = readStatement(
      csv(
        '\uFEFF transaction date , TRANSACTION ID,utr,Amount,status,Payer VPA\n' +
          '02-Mar-2026,t-1,406112345678,800,success,priya@okaxis\n',
      ),
    );

    expect(statement.lines).toEqual([
      {
        row: 2,
        date: '02-Mar-2026',
        amount: 800,
        direction: 'credit',
        transactionIds: ['T-1', '406112345678'],
      },
    ]);
  });

  it('when the file was saved by Excel on Windows (not UTF-8), then it is read as that text', () => {
    const text =
      'Transaction Date,Transaction ID,UTR,Amount,Status,Payer VPA\n' +
      '2026-03-02 10:15:32,T1,406112345678,800.00,SUCCESS,josé@okaxis\n';

    const statement = readStatement({ buffer: Buffer.from(text, 'latin1'), mimetype: 'text/csv' });

    expect(statement.lines.map((line) => line.amount)).toEqual([800]);
  });

  it('when no row near the top is a known header, then it is a 400 naming the formats read', () => {
    const answer = refusal(() => readStatement(csv('Date,Description,Amount\n02/03/26,UPI,800\n')));

    expect(answer).toEqual({ status: 400, message: RECONCILE_TEXTS.statementFormatUnknown });
    expect(answer.message).toContain('HDFC-style account statement, UPI merchant transactions');
  });

  it('when a quote is never closed, then it is a 400: not readable CSV', () => {
    expect(
      refusal(() =>
        readStatement(
          csv('Transaction Date,Transaction ID,UTR,Amount,Status,Payer VPA\n"2026-03-02,T1'),
        ),
      ),
    ).toEqual({ status: 400, message: RECONCILE_TEXTS.statementUnreadable });
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj'), 'application/octet-stream'],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), ''],
    ['an old Excel workbook', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), ''],
    ['bytes with NULs', Buffer.from([0x44, 0x61, 0x74, 0x65, 0x00, 0x2c]), 'text/csv'],
    ['a file declared as an image', Buffer.from('Date,Narration\n'), 'image/png'],
  ])('when the file is %s, then it is a 415: not a CSV', (_name, buffer, mimetype) => {
    expect(refusal(() => readStatement({ buffer, mimetype }))).toEqual({
      status: 415,
      message: RECONCILE_TEXTS.statementNotCsv,
    });
  });
});

describe('readAmount', () => {
  it.each([
    ['800', 800, 'credit'],
    ['800.00', 800, 'credit'],
    ['1,234.50', 1234.5, 'credit'],
    ['1,23,456.75', 123_456.75, 'credit'],
    ['₹800', 800, 'credit'],
    ['₹ 1,200.00', 1200, 'credit'],
    ['Rs. 800', 800, 'credit'],
    ['INR 800.00', 800, 'credit'],
    ['800.00 Cr', 800, 'credit'],
    ['800.00CR', 800, 'credit'],
    ['500.00 Dr', 500, 'debit'],
    ['500.00 Dr.', 500, 'debit'],
    ['-500', 500, 'debit'],
    ['-₹500.00', 500, 'debit'],
    ['(500.00)', 500, 'debit'],
    ['+800', 800, 'credit'],
  ] as const)('when the amount reads %j, then it is %d rupees, %s', (text, rupees, direction) => {
    expect(readAmount(text)).toEqual({ rupees, direction });
  });

  it.each(['', '  ', '********', 'eight hundred', '800 USD', '8OO', '1.2.3', '₹'])(
    'when the amount reads %j, then it is no amount',
    (text) => {
      expect(readAmount(text)).toBeNull();
    },
  );
});

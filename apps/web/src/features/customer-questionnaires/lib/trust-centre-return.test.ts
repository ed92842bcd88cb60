import { describe, expect, it } from 'vitest';
import {
  answersSentBackLabel,
  returnActionLabel,
  returnConfirmText,
  returnedFileWords,
  returnedToast,
  sentBackLabel,
  sentThroughTrustCentre,
  type TrustCentreSender,
} from './trust-centre-return.ts';

const from = (patch: Partial<TrustCentreSender> = {}): TrustCentreSender => ({
  name: 'Ann Lee',
  email: 'ann@acme.com',
  company: 'Acme',
  receivedAt: '2026-11-22T09:30:00.000Z',
  returnedAt: null,
  returnBlockedBy: null,
  ...patch,
});

describe('sentThroughTrustCentre', () => {
  it('names the visitor, their email, their company and the day', () => {
    expect(sentThroughTrustCentre(from())).toBe(
      'Sent through the trust centre by Ann Lee (ann@acme.com), Acme, on Nov 22, 2026',
    );
  });

  it('leaves out a blank company', () => {
    expect(sentThroughTrustCentre(from({ company: ' ' }))).toBe(
      'Sent through the trust centre by Ann Lee (ann@acme.com), on Nov 22, 2026',
    );
  });
});

describe('once the answers went back', () => {
  it('says nothing while they have not', () => {
    expect(sentBackLabel(from())).toBeNull();
    expect(answersSentBackLabel(from())).toBeNull();
    expect(returnActionLabel(from())).toBe('Send the answers back');
  });

  it('gives the day, and the button sends again', () => {
    const sent = from({ returnedAt: '2026-11-24T16:00:00.000Z' });
    expect(sentBackLabel(sent)).toBe('Sent back on Nov 24, 2026');
    expect(answersSentBackLabel(sent)).toBe('Answers sent back Nov 24, 2026');
    expect(returnActionLabel(sent)).toBe('Send again');
  });

  it('toasts the address the email went to', () => {
    expect(returnedToast(from())).toBe('Answers sent back to ann@acme.com');
  });
});

describe('the file the visitor downloads', () => {
  it('is their own format for Excel and Word, else a PDF summary', () => {
    expect(returnedFileWords('xlsx')).toMatch(/own workbook/);
    expect(returnedFileWords('docx')).toMatch(/own Word document/);
    expect(returnedFileWords('csv')).toBe('a PDF summary of the answers');
    expect(returnedFileWords('text')).toBe('a PDF summary of the answers');
  });

  it('is explained before sending, and a second send replaces the first', () => {
    expect(returnConfirmText({ format: 'xlsx', fromTrustCentre: from() })).toBe(
      'Ann Lee gets an email and downloads their own workbook with the answers filled in from the trust centre.',
    );
    expect(
      returnConfirmText({
        format: 'csv',
        fromTrustCentre: from({ returnedAt: '2026-11-24T16:00:00.000Z' }),
      }),
    ).toBe(
      'Ann Lee gets an email and downloads a PDF summary of the answers from the trust centre. It replaces the file sent on Nov 24, 2026.',
    );
  });
});

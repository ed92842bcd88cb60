import { describe, expect, it } from 'vitest';
import { certificationStanding, type CertificationDates } from './certification-standing.ts';

const TODAY = '2026-12-04';
const cert = (over: Partial<CertificationDates>): CertificationDates => ({
  status: 'held',
  issuedOn: null,
  expiresOn: null,
  periodEnd: null,
  ...over,
});

describe('whether a certification counts as held (issue 22 point 1)', () => {
  it.each([
    ['held, within its dates', cert({ issuedOn: '2025-01-10', expiresOn: '2028-01-09' }), 'held'],
    ['held, expiring today', cert({ expiresOn: TODAY }), 'held'],
    ['held, expired yesterday', cert({ expiresOn: '2026-12-03' }), 'expired'],
    ['held, issued tomorrow', cert({ issuedOn: '2026-12-05' }), 'not-yet-issued'],
    [
      'in progress, dates fine',
      cert({ status: 'in_progress', expiresOn: '2028-01-01' }),
      'not-held',
    ],
    ['withdrawn', cert({ status: 'withdrawn', expiresOn: '2028-01-01' }), 'not-held'],
    [
      'expired status, dates fine',
      cert({ status: 'expired', expiresOn: '2028-01-01' }),
      'not-held',
    ],
    ['report, period ended 11 months ago', cert({ periodEnd: '2026-01-04' }), 'held'],
    ['report, period ended a year ago today', cert({ periodEnd: '2025-12-04' }), 'held'],
    [
      'report, period ended a year and a day ago',
      cert({ periodEnd: '2025-12-03' }),
      'report-too-old',
    ],
    [
      'report with its own expiry, past',
      cert({ periodEnd: '2026-06-30', expiresOn: '2026-11-30' }),
      'expired',
    ],
    ['held without any date', cert({}), 'held'],
  ])('%s', (_, input, standing) => {
    const result = certificationStanding(input, TODAY);
    expect(result.standing).toBe(standing);
    expect(result.held).toBe(standing === 'held');
  });

  it('counts a report until a year after its period, the end of a short month kept', () => {
    expect(certificationStanding(cert({ periodEnd: '2024-02-29' }), TODAY).validUntil).toBe(
      '2025-02-28',
    );
    expect(certificationStanding(cert({ expiresOn: '2027-05-01' }), TODAY).validUntil).toBe(
      '2027-05-01',
    );
  });
});

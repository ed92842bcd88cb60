import { describe, expect, it } from 'vitest';
import type { Vendor } from '@rampart/contracts';
import {
  emptyVendorForm,
  formFromVendor,
  toCreateBody,
  toUpdatePatch,
  vendorFormSchema,
  type VendorFormInput,
} from './vendor-form.ts';

const vendor = (over: Partial<Vendor> = {}): Vendor => ({
  id: 'v1',
  name: 'Acme Cloud',
  legalName: 'Acme Cloud Inc.',
  description: '',
  category: 'CLOUD_PROVIDER',
  website: 'https://acme.example',
  headquarterAddress: '',
  urls: {
    privacyPolicy: null,
    serviceLevelAgreement: null,
    dataProcessingAgreement: null,
    businessAssociateAgreement: null,
    subprocessorsList: null,
    securityPage: null,
    trustPage: null,
    termsOfService: null,
    statusPage: null,
  },
  certifications: [],
  certificationClaims: [],
  sources: {},
  subprocessors: [],
  status: 'active',
  tier: 'high',
  ownerUserId: 'u1',
  ownerName: 'Ada',
  dataKinds: ['personal', 'customer'],
  businessPurpose: 'Hosting',
  contractStart: '2026-01-01T00:00:00.000Z',
  contractEnd: '2027-01-01T00:00:00.000Z',
  renewalDate: null,
  noticePeriodDays: 30,
  reviewCadenceDays: 180,
  nextReviewAt: null,
  lastReviewedAt: null,
  reviewOverdue: false,
  riskScore: null,
  complianceStatus: null,
  lastAssessedAt: null,
  watch: true,
  nextWatchAt: null,
  lastFetchedAt: null,
  openFindings: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  abilities: { update: true, delete: true },
  ...over,
});

const parse = (input: Partial<VendorFormInput>) =>
  vendorFormSchema.safeParse({ ...emptyVendorForm(), name: 'Acme', ...input });

describe('vendorFormSchema', () => {
  it('needs a name and an http(s) website, with the contract’s words', () => {
    const noName = vendorFormSchema.safeParse(emptyVendorForm());
    expect(noName.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
    ]);
    expect(parse({ website: 'ftp://acme' }).error?.issues[0]?.message).toBe(
      'Website must be an http(s) URL',
    );
    expect(parse({ website: 'https://acme.example' }).success).toBe(true);
  });

  it.each([
    ['', null],
    ['0', 0],
    ['3650', 3650],
  ])('reads the notice period %j as %j', (text, days) => {
    expect(parse({ noticePeriodDays: text }).data?.noticePeriodDays).toBe(days);
  });

  it.each([
    ['-1', 'Notice period cannot be negative'],
    ['3651', 'Notice period is at most 3,650 days'],
    ['1.5', 'Notice period must be a whole number of days'],
    ['soon', 'Enter a whole number of days'],
  ])('refuses the notice period %j', (text, message) => {
    expect(parse({ noticePeriodDays: text }).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['6', 'Review cadence is at least 7 days'],
    ['7', null],
    ['1095', null],
    ['1096', 'Review cadence is at most 1,095 days'],
  ])('checks the review cadence %j at its edges', (text, message) => {
    const result = parse({ reviewCadenceDays: text });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('wants the contract to end on or after its start', () => {
    const late = parse({ contractStart: '2026-05-02', contractEnd: '2026-05-01' });
    expect(late.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contractEnd', 'Contract end must be on or after its start'],
    ]);
    expect(parse({ contractStart: '2026-05-01', contractEnd: '2026-05-01' }).success).toBe(true);
  });
});

describe('toCreateBody', () => {
  it('sends what was filled in and leaves empty dates and numbers to the server', () => {
    const values = parse({ tier: 'critical', dataKinds: ['health'], noticePeriodDays: '60' }).data!;
    expect(toCreateBody(values)).toEqual({
      name: 'Acme',
      website: '',
      category: 'OTHER',
      status: 'active',
      tier: 'critical',
      dataKinds: ['health'],
      businessPurpose: '',
      watch: true,
      noticePeriodDays: 60,
    });
  });
});

describe('toUpdatePatch', () => {
  const values = (v: Vendor, over: Partial<VendorFormInput>) =>
    vendorFormSchema.parse({ ...formFromVendor(v), ...over });

  it('is empty when nothing changed (dates and kinds compared as the form shows them)', () => {
    const v = vendor();
    expect(toUpdatePatch(v, values(v, { dataKinds: ['customer', 'personal'] }))).toEqual({});
  });

  it('sends only the changed fields, emptied ones as null', () => {
    const v = vendor();
    expect(
      toUpdatePatch(
        v,
        values(v, { tier: 'critical', ownerUserId: '', contractEnd: '', noticePeriodDays: '' }),
      ),
    ).toEqual({ tier: 'critical', ownerUserId: null, contractEnd: null, noticePeriodDays: null });
  });

  it('starts from the cadence in force; emptied, it follows the tier again', () => {
    const v = vendor();
    expect(formFromVendor(v).reviewCadenceDays).toBe('180');
    expect(toUpdatePatch(v, values(v, { reviewCadenceDays: '' }))).toEqual({
      reviewCadenceDays: null,
    });
    expect(toUpdatePatch(v, values(v, { reviewCadenceDays: '90' }))).toEqual({
      reviewCadenceDays: 90,
    });
  });
});

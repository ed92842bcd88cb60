import { describe, expect, it } from 'vitest';
import type { DraftAnswer } from './draft-facts.ts';
import { checkModelWording, type WordingRecord } from './model-wording.ts';

const QUESTION = 'Is multi-factor authentication enforced for administrators?';
const RECORDS: WordingRecord[] = [
  {
    kind: 'control',
    id: 'ctl_mfa',
    title: 'Admin MFA with hardware keys',
    facts:
      'Every administrator signs in with a FIDO2 key. Implemented, active. Runs quarterly. Last test passed on 2026-11-02.',
  },
  { kind: 'control_test', id: 'tst_1', title: 'Test of Admin MFA', facts: 'Passed on 2026-11-02.' },
  {
    kind: 'certification',
    id: 'cer_iso',
    title: 'ISO/IEC 27001:2022',
    facts: 'Held, valid until 2027-09-30.',
  },
];
const DRAFT: Pick<DraftAnswer, 'answer' | 'text' | 'citations'> = {
  answer: 'yes',
  text: 'Yes. Admin MFA with hardware keys is implemented and passed its last test.',
  citations: RECORDS.map(({ kind, id, title }) => ({ kind, id, title })),
};

const check = (text: string, cite: string[] = ['ctl_mfa'], draft = DRAFT) =>
  checkModelWording(QUESTION, draft, RECORDS, { text, cite });

describe('checkModelWording: the rules decide, the model only words', () => {
  it.each([
    {
      what: 'wording from the records, with its citations',
      text: 'Yes. Every administrator signs in with a FIDO2 key; the control last passed its test on 2026-11-02.',
      kept: 'Yes. Every administrator signs in with a FIDO2 key; the control last passed its test on 2026-11-02.',
      dropped: 0,
    },
    {
      what: 'a sentence with a figure no record gives is dropped',
      text: 'Yes. Every administrator signs in with a FIDO2 key. Keys are rotated every 90 days.',
      kept: 'Yes. Every administrator signs in with a FIDO2 key.',
      dropped: 1,
    },
    {
      what: 'a sentence with a cadence no record gives is dropped',
      text: 'Yes. Administrators use FIDO2 keys. Access is reviewed monthly.',
      kept: 'Yes. Administrators use FIDO2 keys.',
      dropped: 1,
    },
    {
      what: 'a cadence no record gives is dropped, however it is spelt',
      text: 'Yes. Administrators use FIDO2 keys. Access is reviewed annually.',
      kept: 'Yes. Administrators use FIDO2 keys.',
      dropped: 1,
    },
    {
      what: 'a cadence the records give stays',
      text: 'Yes. Administrators use FIDO2 keys, and the control is tested quarterly.',
      kept: 'Yes. Administrators use FIDO2 keys, and the control is tested quarterly.',
      dropped: 0,
    },
    {
      what: 'a quotation the records hold stays, whatever its case',
      text: 'Yes. Our control states: “every administrator signs in with a FIDO2 key”.',
      kept: 'Yes. Our control states: “every administrator signs in with a FIDO2 key”.',
      dropped: 0,
    },
    {
      what: 'a sentence that takes the "yes" back is dropped',
      text: 'Yes. Administrators use FIDO2 keys. However, MFA is not enforced for contractors.',
      kept: 'Yes. Administrators use FIDO2 keys.',
      dropped: 1,
    },
    {
      what: 'a later sentence stating another answer is dropped',
      text: 'Yes. Administrators use FIDO2 keys. Partially, for service accounts.',
      kept: 'Yes. Administrators use FIDO2 keys.',
      dropped: 1,
    },
    {
      what: 'a certification the records show may be named',
      text: 'Yes. Administrators use FIDO2 keys, within our ISO/IEC 27001 certified scope.',
      kept: 'Yes. Administrators use FIDO2 keys, within our ISO/IEC 27001 certified scope.',
      dropped: 0,
    },
  ])('$what', ({ text, kept, dropped }) => {
    const out = check(text);
    expect(out).toMatchObject({ text: kept, modelWords: true });
    expect(out.dropped).toHaveLength(dropped);
    expect(out.citations.map((c) => c.id)).toEqual(['ctl_mfa']);
  });

  it.each([
    {
      what: 'another verdict than the rules’',
      text: 'Partially. Administrators use FIDO2 keys.',
      because: /did not begin with the verdict/,
    },
    {
      what: 'a certification no record shows',
      text: 'Yes. Administrators use FIDO2 keys, as our SOC 2 Type II report attests.',
      because: /named SOC 2/,
    },
    {
      what: 'a quotation no record holds',
      text: 'Yes. Administrators use FIDO2 keys. Our policy says "MFA is mandatory for all staff".',
      because: /a quotation no record holds/,
    },
    {
      what: 'a quotation that runs over a sentence’s end and is no record’s',
      text: 'Yes. Our policy states “Every administrator signs in with a FIDO2 key. Keys are rotated every quarter”.',
      because: /a quotation no record holds/,
    },
    {
      what: 'a quotation mark left open',
      text: 'Yes. Our policy states “MFA for all.',
      because: /a quotation no record holds/,
    },
    {
      what: 'a certification only the customer’s question names',
      text: 'Yes. Administrators use FIDO2 keys, and we are SOC 2 certified.',
      because: /named SOC 2/,
      question: 'Are you SOC 2 certified, and is MFA enforced for administrators?',
    },
    {
      what: 'nothing left once unfounded sentences go',
      text: 'Yes, with keys rotated every 30 days.',
      because: /nothing of the wording/,
    },
  ])('keeps the rules’ words when the model states $what', ({ text, because, question }) => {
    const out = question
      ? checkModelWording(question, DRAFT, RECORDS, { text, cite: ['ctl_mfa'] })
      : check(text);
    expect(out).toMatchObject({ text: DRAFT.text, modelWords: false });
    expect(out.dropped.join('; ')).toMatch(because);
    expect(out.citations).toEqual(DRAFT.citations);
  });

  it('never cites a record the rules did not, and keeps the rules’ citations when none is named', () => {
    const out = check('Yes. Administrators use FIDO2 keys.', ['ctl_other', 'tst_1']);
    expect(out.citations.map((c) => c.id)).toEqual(['tst_1']);
    expect(out.dropped).toEqual(['1 citation(s) of records the answer does not rest on']);
    expect(check('Yes. Administrators use FIDO2 keys.', ['ctl_other']).citations).toEqual(
      DRAFT.citations,
    );
  });

  it('keeps the rules’ words when the model wrote nothing', () => {
    expect(checkModelWording(QUESTION, DRAFT, RECORDS, undefined)).toMatchObject({
      text: DRAFT.text,
      modelWords: false,
      dropped: [],
    });
    expect(check('   ').modelWords).toBe(false);
  });

  it('reads a "partially" and a "no" by their own openers', () => {
    const partial = { ...DRAFT, answer: 'partial' as const, text: 'Partially. It failed.' };
    expect(check('Partly. Administrators use FIDO2 keys.', ['ctl_mfa'], partial).modelWords).toBe(
      true,
    );
    const no = { ...DRAFT, answer: 'no' as const, text: 'No.' };
    expect(check('Not yet: administrators use FIDO2 keys.', ['ctl_mfa'], no).modelWords).toBe(
      false,
    );
    expect(check('No. Administrators use FIDO2 keys only.', ['ctl_mfa'], no).modelWords).toBe(true);
  });
});

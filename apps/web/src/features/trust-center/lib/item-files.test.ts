import { describe, expect, it } from 'vitest';
import { TRUST_ITEM_KINDS, type TrustItem, type TrustItemKind } from '@rampart/contracts';
import {
  accessBody,
  FILE_ACCESS_HINTS,
  FILE_ACCESS_OPTIONS,
  fileParts,
  fileWords,
  hasFileKind,
} from './item-files.ts';

const pdf = { fileName: 'policy.pdf', sizeBytes: 1_258_291 };
const item = (
  kind: TrustItemKind,
  file: TrustItem['file'] = pdf,
  access: TrustItem['access'] = 'none',
) => ({ kind, file, access });

describe('the files a trust page may hand out', () => {
  it('only certifications and documents have one', () => {
    expect(TRUST_ITEM_KINDS.filter(hasFileKind)).toEqual(['certification', 'document']);
  });

  it('offers the choices in words, from listed only to anyone', () => {
    expect(FILE_ACCESS_OPTIONS).toEqual([
      { value: 'none', label: 'Listed only' },
      { value: 'restricted', label: 'Approved visitors' },
      { value: 'public', label: 'Anyone may download it' },
    ]);
  });

  it('explains every choice', () => {
    for (const { value } of FILE_ACCESS_OPTIONS) expect(FILE_ACCESS_HINTS[value]).toMatch(/\.$/);
  });

  it.each<[ReturnType<typeof item>, string | null]>([
    [item('document', pdf, 'public'), 'policy.pdf · 1.2 MB · Anyone may download it'],
    [item('document'), 'policy.pdf · 1.2 MB · Listed only'],
    [item('document', pdf, 'restricted'), 'policy.pdf · 1.2 MB · Approved visitors'],
    [
      item('certification', { fileName: 'iso.pdf', sizeBytes: 900 }, 'public'),
      'iso.pdf · 900 B · Anyone may download it',
    ],
    [item('certification', null), 'No certificate attached'],
    [item('document', null), 'No file'],
    [item('control', null), null],
    [item('subprocessor', null), null],
    [item('faq', null), null],
  ])('%j reads %j', (shown, words) => {
    expect(fileWords(shown)).toBe(words);
  });

  it('keeps the name, the size and the access apart, so each wraps on its own', () => {
    expect(fileParts(item('document', pdf, 'public'))).toEqual([
      'policy.pdf',
      '1.2 MB',
      'Anyone may download it',
    ]);
    expect(fileParts(item('certification', null))).toEqual(['No certificate attached']);
    expect(fileParts(item('faq', null))).toBeNull();
  });

  it('sends who may download it only for a record with a file', () => {
    expect(accessBody(item('document'), 'public')).toEqual({ access: 'public' });
    expect(accessBody(item('document'), 'restricted')).toEqual({ access: 'restricted' });
    expect(accessBody(item('certification'), 'none')).toEqual({ access: 'none' });
    expect(accessBody(item('certification', null), 'public')).toEqual({});
    expect(accessBody(item('control'), 'public')).toEqual({});
  });
});

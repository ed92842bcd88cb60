import { describe, expect, it } from 'vitest';
import { checkUpdate, mailedWords, plainPreview, postEffect } from './updates.ts';

describe('an update to post', () => {
  it('is sent trimmed', () => {
    expect(
      checkUpdate({ title: '  New subprocessor ', body: ' We now use **Acme Mail**. ' }),
    ).toEqual({
      body: { title: 'New subprocessor', body: 'We now use **Acme Mail**.' },
    });
  });

  it.each([
    [{ title: ' ', body: 'Text' }, { title: 'Give the update a title' }],
    [{ title: 'Title', body: '  ' }, { body: 'Write the update' }],
    [{ title: 'x'.repeat(161), body: 'Text' }, { title: 'At most 160 characters' }],
    [{ title: 'Title', body: 'x'.repeat(20_001) }, { body: 'At most 20,000 characters' }],
    [
      { title: '', body: '' },
      { title: 'Give the update a title', body: 'Write the update' },
    ],
  ])('%# names each field at fault', (form, errors) => {
    expect(checkUpdate(form)).toEqual({ errors });
  });

  it('keeps a title of exactly 160 characters', () => {
    expect(checkUpdate({ title: 'x'.repeat(160), body: 'Text' })).toHaveProperty('body');
  });
});

describe('whom an update reaches', () => {
  it.each([
    [0, 'not mailed (no confirmed subscribers)'],
    [1, 'mailed to 1 subscriber'],
    [1200, 'mailed to 1,200 subscribers'],
  ])('%d reads "%s"', (n, words) => {
    expect(mailedWords(n)).toBe(words);
  });

  it.each([
    [3, true, 'It shows on the public page at once and is mailed to 3 confirmed subscribers.'],
    [1, true, 'It shows on the public page at once and is mailed to 1 confirmed subscriber.'],
    [0, true, 'It shows on the public page at once. Nobody has subscribed yet.'],
    [5, false, 'It shows on the public page at once. Mail is not set up, so nobody is mailed.'],
  ])('%d subscribers, mail %s: "%s"', (n, mail, words) => {
    expect(postEffect(n, mail)).toBe(words);
  });
});

describe('an update’s opening in the team’s list', () => {
  it.each([
    ['We now use **Acme Mail**.', 'We now use Acme Mail.'],
    ['## Incident\n\nWe _fixed_ it.', 'Incident\n\nWe fixed it.'],
    [
      'Read [our policy](https://example.com/policy) and `the log`.',
      'Read our policy and the log.',
    ],
    ['> Quoted words', 'Quoted words'],
    ['2 * 3 * 4 stays', '2 * 3 * 4 stays'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['One\n\n\n\nTwo', 'One\n\nTwo'],
  ])('%j reads %j', (markdown, words) => {
    expect(plainPreview(markdown)).toBe(words);
  });
});

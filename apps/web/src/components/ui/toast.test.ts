import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@rampart/domain';
import { dismissToast, getToasts, toast } from './toast.tsx';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the old', () => {
    toast({ title: 'First' });
    toast({
      title: 'Email Required',
      description: 'Please enter an email address to invite.',
      variant: 'destructive',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: 'Email Required',
      description: 'Please enter an email address to invite.',
      variant: 'destructive',
      open: true,
      duration: TOAST_DEFAULT_DURATION_MS,
    });
  });

  it('keeps the caller duration and defaults the variant', () => {
    toast({ title: 'Reconnected', duration: 2000 });
    expect(getToasts()[0]).toMatchObject({ variant: 'default', duration: 2000 });
  });

  it('closes on dismiss and removes the toast only after the removal delay', () => {
    const { dismiss } = toast({ title: 'Invitation Sent' });
    dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('gives every toast its own id', () => {
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    expect(a.id).not.toBe(b.id);
  });
});

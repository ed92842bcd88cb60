import { describe, expect, it } from 'vitest';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import {
  draftFrom,
  draftUpdate,
  lastHealthCheck,
  nextHealthCheckIn,
  settingsVersion,
} from './integration-form.ts';

const settings = (over: Partial<VendorIntegrationSettings> = {}): VendorIntegrationSettings => ({
  endpoint: 'https://controls.example/api',
  hasApiKey: true,
  confidenceThreshold: 0.8,
  aiEnabled: true,
  autoApply: false,
  health: { status: 'healthy', message: null, checkedAt: null, latencyMs: 12 },
  healthIntervalSeconds: 60,
  ...over,
});

describe('draftUpdate', () => {
  it('sends nothing when nothing changed; a blank key keeps the stored one', () => {
    const s = settings();
    expect(draftUpdate(s, draftFrom(s))).toEqual({ ok: true, update: {} });
  });

  it('sends only the changed fields, a typed key, and a cleared endpoint as null', () => {
    const s = settings();
    const d = { ...draftFrom(s), endpoint: ' ', apiKey: ' new-key ', autoApply: true };
    expect(draftUpdate(s, d)).toEqual({
      ok: true,
      update: { endpoint: null, apiKey: 'new-key', autoApply: true },
    });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['0.65', 0.65],
  ])('accepts the threshold %s', (text, value) => {
    const s = settings();
    expect(draftUpdate(s, { ...draftFrom(s), confidenceThreshold: text })).toEqual({
      ok: true,
      update: { confidenceThreshold: value },
    });
  });

  it.each(['', '-0.01', '1.01', 'high'])('refuses the threshold "%s"', (text) => {
    const s = settings();
    const check = draftUpdate(s, { ...draftFrom(s), confidenceThreshold: text });
    expect(check).toEqual({
      ok: false,
      errors: { confidenceThreshold: 'Confidence threshold is a number from 0 to 1' },
    });
  });
});

describe('settingsVersion', () => {
  it('ignores the health, which changes every minute, so the form is not reset by it', () => {
    const a = settings();
    const b = settings({
      health: { status: 'unhealthy', message: 'x', checkedAt: 'y', latencyMs: 1 },
    });
    expect(settingsVersion(a)).toBe(settingsVersion(b));
    expect(settingsVersion(settings({ hasApiKey: false }))).not.toBe(settingsVersion(a));
  });
});

describe('health check timing', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it('checks at once when never checked or overdue', () => {
    expect(nextHealthCheckIn(lastHealthCheck(null, 0), 60_000, now)).toBe(0);
    expect(nextHealthCheckIn(Date.parse('2026-03-01T09:58:00Z'), 60_000, now)).toBe(0);
  });
  it('waits for the rest of the interval after the last check, never longer', () => {
    expect(nextHealthCheckIn(Date.parse('2026-03-01T09:59:30Z'), 60_000, now)).toBe(30_000);
    expect(nextHealthCheckIn(Date.parse('2026-03-01T10:05:00Z'), 60_000, now)).toBe(60_000);
  });
  it('counts a failed attempt of this page as a check, so a failure is not retried at once', () => {
    const attempted = Date.parse('2026-03-01T09:59:50Z');
    expect(lastHealthCheck('2026-03-01T09:00:00Z', attempted)).toBe(attempted);
    expect(lastHealthCheck('2026-03-01T09:59:55Z', attempted)).toBe(
      Date.parse('2026-03-01T09:59:55Z'),
    );
    expect(lastHealthCheck('garbage', 0)).toBeNull();
  });
});

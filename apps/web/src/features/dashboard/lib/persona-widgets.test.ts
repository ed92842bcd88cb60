import { describe, expect, it } from 'vitest';
import { PERSONAS, ROLES } from '@rampart/contracts';
import { permissionsForRole } from '@rampart/domain';
import { PERSONA_WIDGETS, WIDGET_IDS, widgetsFor } from './persona-widgets.ts';

describe('dashboard widgets by persona', () => {
  it('every persona orders every widget once', () => {
    for (const persona of PERSONAS) {
      expect([...PERSONA_WIDGETS[persona]].sort()).toEqual([...WIDGET_IDS].sort());
    }
  });

  it('a widget the role may not read is left out', () => {
    // Risk managers may not read the audit log: no activity widget, so no 403 on the page.
    expect(widgetsFor('analyst', permissionsForRole('risk_manager'))).not.toContain('activity');
    expect(widgetsFor('auditor', permissionsForRole('auditor'))).toContain('activity');
    expect(widgetsFor('executive', permissionsForRole('owner'))).toHaveLength(WIDGET_IDS.length);
    expect(widgetsFor('operator', [])).toEqual([]);
    for (const role of ROLES) {
      expect(widgetsFor('analyst', permissionsForRole(role)).length).toBeGreaterThan(0);
    }
  });

  it('keeps the persona order', () => {
    expect(widgetsFor('operator', permissionsForRole('member')).slice(0, 3)).toEqual([
      'tests',
      'evidence',
      'findings',
    ]);
  });
});

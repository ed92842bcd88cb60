import { existingControlIds, findMapping, findRisk, type Db } from '@rampart/db';

/** Can this control be mapped to this risk? Says why not, field by field. */
export const validateMapping = async (
  db: Db,
  organizationId: string,
  riskId: string,
  controlId: string,
) => {
  const [risk, controls, mapping] = await Promise.all([
    findRisk(db, organizationId, riskId),
    existingControlIds(db, organizationId, [controlId]),
    findMapping(db, organizationId, riskId, controlId),
  ]);
  const issues: { field: string; message: string }[] = [];
  if (!risk) issues.push({ field: 'riskId', message: 'Risk not found' });
  if (!controls.has(controlId)) issues.push({ field: 'controlId', message: 'Control not found' });
  if (mapping)
    issues.push({ field: 'controlId', message: 'This control is already mapped to the risk' });
  return { valid: issues.length === 0, exists: mapping !== null, issues };
};

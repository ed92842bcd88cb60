/** The frameworks the product names (risks spec §2 and §5); risks may carry others too. */
export const KNOWN_FRAMEWORKS = ['SOX', 'SOC2', 'ISO27001', 'GDPR', 'HIPAA'] as const;

export const FRAMEWORK_OPTIONS = KNOWN_FRAMEWORKS.map((value) => ({ value, label: value }));

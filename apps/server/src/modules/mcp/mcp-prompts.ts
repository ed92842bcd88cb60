import {
  ProtocolError,
  ProtocolErrorCode,
  type GetPromptResult,
  type Prompt,
} from '@modelcontextprotocol/server';

/**
 * Prompts an agent offers its person (decision 041): each names the tools to use, in order, and
 * what to leave to the person. Arguments are theirs, quoted as data.
 */
export const MCP_PROMPTS: Prompt[] = [
  {
    name: 'assess_vendor',
    title: 'Assess this vendor',
    description: 'Find or add a vendor, read its public site, and assess it.',
    arguments: [{ name: 'vendor', description: 'The vendor’s name or website', required: true }],
  },
  {
    name: 'map_controls_to_risk',
    title: 'Map controls to this risk',
    description: 'Propose the controls that mitigate a risk, and map them once confirmed.',
    arguments: [
      { name: 'riskId', description: 'The risk’s id (risks_list finds it)', required: true },
    ],
  },
  {
    name: 'failing_controls',
    title: 'Which controls of a framework are failing?',
    description: 'The controls of a framework whose last test failed or is overdue, and its gaps.',
    arguments: [
      { name: 'framework', description: 'The framework, as SOC 2 or ISO 27001', required: true },
    ],
  },
];

const quoted = (value: string) => JSON.stringify(value.slice(0, 500));

const TEXTS: Record<string, (args: Record<string, string>) => string> = {
  assess_vendor: ({ vendor = '' }) =>
    [
      `Assess the vendor ${quoted(vendor)} in Rampart.`,
      '1. Look for it with vendors_list (search). If it is not there and you have its website, read the site with vendors_extract (it quotes each fact with its page) and add it with vendors_create after showing me what you found.',
      '2. Run vendors_assess on it and read its assessments with vendors_assessments_list.',
      '3. Tell me its tier, the facts behind it with their sources, what evidence is missing, and which findings or questionnaires you suggest. Only state what the tools returned.',
    ].join('\n'),
  map_controls_to_risk: ({ riskId = '' }) =>
    [
      `Propose controls for the risk ${quoted(riskId)}.`,
      '1. Read it with risks_get (its title, category, scores and the controls already mapped).',
      '2. Search controls_list (search) for controls that address it, and library_controls_list for ones the organisation has not adopted.',
      '3. Check each candidate with validate_risk_control_mapping_get and list them with why each fits and its last test result.',
      '4. Map them with control_risk_mappings_create only after I confirm which ones.',
    ].join('\n'),
  failing_controls: ({ framework = '' }) =>
    [
      `Which controls of the framework ${quoted(framework)} are failing?`,
      '1. Find it with frameworks_list, then read its gaps with frameworks_gaps_list.',
      '2. List overdue tests with controls_overdue_tests_list and each mapped control’s tests with controls_tests_list.',
      '3. Answer with each failing or overdue control, its requirement, its last test (result and date) and its owner.',
    ].join('\n'),
};

export const promptMessages = (name: string, args: Record<string, string>): GetPromptResult => {
  const text = TEXTS[name];
  const prompt = MCP_PROMPTS.find((p) => p.name === name);
  if (!text || !prompt) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown prompt: ${name.slice(0, 80)}`,
    );
  }
  for (const arg of prompt.arguments ?? []) {
    if (arg.required && !args[arg.name]?.trim()) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `${arg.name} is required.`);
    }
  }
  return {
    description: prompt.description,
    messages: [{ role: 'user', content: { type: 'text', text: text(args) } }],
  };
};

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { questionnaireStructureSchema, type QuestionnaireTemplate } from '@rampart/contracts';
import { questionsInOrder, type QuestionnaireStructure } from '@rampart/domain';
import { z } from 'zod';

/** The templates Rampart ships, written as data (apps/server/fixtures/questionnaire-templates). */
export const QUESTIONNAIRE_TEMPLATE_FILES = ['vendor-security.json', 'gdpr-processor.json'];
const DIR = new URL('../../../fixtures/questionnaire-templates/', import.meta.url);

const templateFileSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  structure: questionnaireStructureSchema,
});
export type QuestionnaireTemplateFile = Omit<z.infer<typeof templateFileSchema>, 'structure'> & {
  structure: QuestionnaireStructure;
};

let cache: QuestionnaireTemplateFile[] | null = null;

/** Read once; a malformed file fails loudly at the first use rather than serving half a template. */
export const questionnaireTemplates = (): QuestionnaireTemplateFile[] => {
  cache ??= QUESTIONNAIRE_TEMPLATE_FILES.map((name) => {
    const text = readFileSync(fileURLToPath(new URL(name, DIR)), 'utf8');
    return templateFileSchema.parse(JSON.parse(text)) as QuestionnaireTemplateFile;
  });
  return cache;
};

export const findQuestionnaireTemplate = (id: string) =>
  questionnaireTemplates().find((t) => t.id === id) ?? null;

export const presentTemplate = (t: QuestionnaireTemplateFile): QuestionnaireTemplate => ({
  id: t.id,
  title: t.title,
  description: t.description,
  category: t.category,
  tags: t.tags,
  sectionCount: t.structure.sections.length,
  questionCount: questionsInOrder(t.structure).length,
});

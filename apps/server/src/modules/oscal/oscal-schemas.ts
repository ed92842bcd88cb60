import { z } from 'zod';

/**
 * The subset of OSCAL 1.1 that Rampart reads. Objects are loose: fields Rampart does not use
 * are kept as they came, so the stored control JSON can be given back on export.
 */
export const OSCAL_VERSION = '1.1.2';
export const RAMPART_NS = 'https://rampart.dev/ns/oscal';

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const uuid = z.string().regex(UUID, 'Must be a UUID');
const text = z.string().trim().min(1, 'Must not be empty');

export const oscalPropSchema = z.looseObject({
  name: text,
  value: z.string(),
  ns: z.string().optional(),
  class: z.string().optional(),
});
export type OscalProp = z.infer<typeof oscalPropSchema>;

export type OscalPart = {
  id?: string;
  name: string;
  prose?: string;
  props?: OscalProp[];
  parts?: OscalPart[];
  [key: string]: unknown;
};
export const oscalPartSchema: z.ZodType<OscalPart> = z.lazy(() =>
  z.looseObject({
    id: z.string().optional(),
    name: text,
    prose: z.string().optional(),
    props: z.array(oscalPropSchema).optional(),
    parts: z.array(oscalPartSchema).optional(),
  }),
);

export const oscalParamSchema = z.looseObject({
  id: text,
  label: z.string().optional(),
  values: z.array(z.string()).optional(),
  select: z
    .looseObject({
      'how-many': z.string().optional(),
      choice: z.array(z.string()).optional(),
    })
    .optional(),
  props: z.array(oscalPropSchema).optional(),
});
export type OscalParam = z.infer<typeof oscalParamSchema>;

export type OscalControl = {
  id: string;
  class?: string;
  title: string;
  params?: OscalParam[];
  props?: OscalProp[];
  parts?: OscalPart[];
  controls?: OscalControl[];
  [key: string]: unknown;
};
export const oscalControlSchema: z.ZodType<OscalControl> = z.lazy(() =>
  z.looseObject({
    id: text,
    class: z.string().optional(),
    title: z.string(),
    params: z.array(oscalParamSchema).optional(),
    props: z.array(oscalPropSchema).optional(),
    parts: z.array(oscalPartSchema).optional(),
    controls: z.array(oscalControlSchema).optional(),
  }),
);

export type OscalGroup = {
  id?: string;
  class?: string;
  title: string;
  params?: OscalParam[];
  controls?: OscalControl[];
  groups?: OscalGroup[];
  [key: string]: unknown;
};
export const oscalGroupSchema: z.ZodType<OscalGroup> = z.lazy(() =>
  z.looseObject({
    id: z.string().optional(),
    class: z.string().optional(),
    title: z.string(),
    params: z.array(oscalParamSchema).optional(),
    controls: z.array(oscalControlSchema).optional(),
    groups: z.array(oscalGroupSchema).optional(),
  }),
);

export const oscalMetadataSchema = z.looseObject({
  title: text,
  version: text,
  'last-modified': text,
  'oscal-version': text,
  remarks: z.string().optional(),
});

export const oscalCatalogDocumentSchema = z.object({
  catalog: z.looseObject({
    uuid,
    metadata: oscalMetadataSchema,
    params: z.array(oscalParamSchema).optional(),
    groups: z.array(oscalGroupSchema).optional(),
    controls: z.array(oscalControlSchema).optional(),
  }),
});
export type OscalCatalogDocument = z.infer<typeof oscalCatalogDocumentSchema>;

export const implementedRequirementSchema = z.looseObject({
  uuid,
  'control-id': text,
  description: z.string().default(''),
  props: z.array(oscalPropSchema).optional(),
});

export const controlImplementationSchema = z.looseObject({
  uuid,
  source: text,
  description: z.string().default(''),
  'implemented-requirements': z.array(implementedRequirementSchema),
});

export const componentSchema = z.looseObject({
  uuid,
  type: text,
  title: text,
  description: z.string().default(''),
  props: z.array(oscalPropSchema).optional(),
  'control-implementations': z.array(controlImplementationSchema).optional(),
});
export type OscalComponent = z.infer<typeof componentSchema>;

export const componentDefinitionDocumentSchema = z.object({
  'component-definition': z.looseObject({
    uuid,
    metadata: oscalMetadataSchema,
    components: z.array(componentSchema).optional(),
  }),
});
export type ComponentDefinitionDocument = z.infer<typeof componentDefinitionDocumentSchema>;

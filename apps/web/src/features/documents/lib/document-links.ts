import type { DocumentLinksBody, DocumentLinkType } from '@rampart/contracts';

/** The whole set of links as the server takes it, from a list of (type, id) pairs. */
export const linksBody = (
  links: readonly { type: DocumentLinkType; id: string }[],
): DocumentLinksBody => {
  const of = (type: DocumentLinkType) => [
    ...new Set(links.filter((l) => l.type === type).map((l) => l.id)),
  ];
  return { controlIds: of('control'), requirementIds: of('requirement'), vendorIds: of('vendor') };
};

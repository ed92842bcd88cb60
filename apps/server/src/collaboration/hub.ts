// What the rest of the server asks of live collaboration: read or replace a questionnaire's live
// document, and check open connections' sessions. Implemented over Hocuspocus in
// collab-server.ts. Pushing to connected clients (a change announced, access changed) goes
// through platform/live-push.
import type { QuestionnaireStructure } from '@rampart/domain';

export type CollaborationHub = {
  /**
   * The questions as of every acknowledged edit, from any process: the stored document and
   * the updates written since (null when the questionnaire does not exist in the organisation).
   * Use it, not `questionnaires.structure`, for versions, publishing and exports.
   */
  currentStructure(
    organizationId: string,
    questionnaireId: string,
  ): Promise<QuestionnaireStructure | null>;
  /**
   * Replaces the questions in the live document (restoring a version, an import over a
   * draft) and stores it; connected clients see the change as one edit.
   */
  replaceStructure(
    questionnaireId: string,
    organizationId: string,
    structure: QuestionnaireStructure,
    userId: string,
  ): Promise<void>;
  /**
   * Closes, in this process, the connections whose session has ended (signed out, password
   * changed, account made inactive). Runs every 30 seconds on its own; callable at once.
   */
  checkSessions(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by buildApp (tests reach the hub through it). */
    collaborationHub: CollaborationHub;
  }
}

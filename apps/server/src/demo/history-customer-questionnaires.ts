// A customer's security questionnaire (issue 22): a hospital group sends its supplier workbook
// a week ago; the risk manager imports it as sent, has every answer drafted from the records,
// accepts a few, rewrites one, asks a colleague to look into a gap and leaves a comment. The
// rest waits for review.
import ExcelJS from 'exceljs';
import { createJobRunner } from '../platform/jobs/job-runner.ts';
import {
  INCOMING_DRAFT_JOB,
  processIncomingDraft,
} from '../modules/incoming-questionnaires/drafting/incoming-draft-job.ts';
import { dayFromNow, type DemoWorld } from './demo-api.ts';

const CUSTOMER = 'St Anne’s Hospital Group';

/** The customer's questions, by section, as their workbook numbers them. */
const QUESTIONS: [string, string, string][] = [
  ['Governance', '1.1', 'Do you have an information security policy approved by management?'],
  ['Governance', '1.2', 'Are you ISO 27001 certified?'],
  ['Governance', '1.3', 'Is a formal risk assessment performed at least annually?'],
  ['Access', '2.1', 'Is multi-factor authentication enforced for all remote access?'],
  ['Access', '2.2', 'Are user access rights reviewed at least quarterly?'],
  ['Access', '2.3', 'Is access removed within 24 hours when an employee leaves?'],
  ['Data', '3.1', 'Is patient data encrypted at rest?'],
  ['Data', '3.2', 'Are backups tested by restoring them at least annually?'],
  ['Data', '3.3', 'Do you notify customers of a personal data breach within 72 hours?'],
  ['Operations', '4.1', 'Are vulnerability scans performed at least monthly?'],
  ['Operations', '4.2', 'Is an independent penetration test performed every year?'],
  ['Operations', '4.3', 'Do you keep a list of the subprocessors that handle our data?'],
];

const workbook = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Supplier security');
  ws.getRow(1).values = ['Section', 'Ref', 'Question', 'Response', 'Supplier comments'];
  ws.getRow(1).font = { bold: true };
  QUESTIONS.forEach(([section, ref, text], i) => {
    ws.getRow(i + 2).values = [section, ref, text];
    ws.getCell(i + 2, 4).dataValidation = { type: 'list', formulae: ['"Yes,No,Partial,N/A"'] };
  });
  ws.getColumn(3).width = 70;
  ws.getColumn(5).width = 50;
  return Buffer.from(await wb.xlsx.writeBuffer());
};

type Detail = {
  questions: {
    id: string;
    text: string;
    draft: { answer: string; text: string } | null;
  }[];
};

export const planCustomerQuestionnaires = (world: DemoWorld): void => {
  const { t } = world;
  let id = '';
  const url = (tail = '') => `/api/questionnaires/incoming/${id}${tail}`;
  const questions = async () => (await world.as('risk').get<Detail>(url())).questions;

  t.plan(t.lastDay - 7, 10, async () => {
    const priya = world.as('risk');
    const imported = await priya.upload<{ id: string }>(
      '/api/questionnaires/incoming',
      { customer: CUSTOMER, dueDate: dayFromNow(world, 14) },
      {
        fileName: 'St Annes supplier security questionnaire.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: await workbook(),
      },
    );
    id = imported.id;
    await priya.send('POST', url('/draft'));
    // Drafted as Rampart's job runner would, straight away.
    const runner = createJobRunner({
      db: world.db,
      log: world.app.log,
      handlers: { [INCOMING_DRAFT_JOB]: processIncomingDraft({ db: world.db }) },
    });
    await runner.drain();
  });

  t.plan(t.lastDay - 5, 14, async () => {
    const priya = world.as('risk');
    const all = await questions();
    const question = (start: string) => all.find((q) => q.text.startsWith(start))!;
    for (const q of all.filter((x) => x.draft?.answer === 'yes').slice(0, 3)) {
      await priya.send('PATCH', url(`/questions/${q.id}`), { decision: 'accept' });
    }
    const subprocessors = question('Do you keep a list of the subprocessors');
    await priya.send('PATCH', url(`/questions/${subprocessors.id}`), {
      decision: 'edit',
      answer: 'yes',
      text: 'Yes. Our subprocessor list is kept in our vendor register and shared with customers on request.',
    });
    const pentest = question('Is an independent penetration test');
    await priya.send('PATCH', url(`/questions/${pentest.id}`), {
      assigneeId: world.as('member').userId,
      dueDate: dayFromNow(world, 5),
    });
    await priya.send('POST', url(`/questions/${pentest.id}/comments`), {
      body: 'Can you check whether last spring’s test report covers the patient portal?',
    });
  });
};

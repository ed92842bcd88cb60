// The child process that parses what vendor sites and uploads send (isolated-reading.ts):
// HTML, PDF, sitemap XML, Word and Excel are read here, so a page or file built to exhaust a
// parser (nesting thousands deep, a PDF stream that inflates to gigabytes) costs this process,
// which the server kills, and never the server's own event loop or memory.
import type { ReadingAnswer, ReadingTask } from './isolated-reading.ts';

// Each parser is loaded on its first use: pdf.js alone is tens of megabytes of memory.
const run = async (task: ReadingTask): Promise<unknown> => {
  switch (task.op) {
    case 'html':
      return (await import('./read-html.ts')).readHtml(task.html, task.url);
    case 'pdf':
      return (await import('./read-pdf.ts')).readPdf(Buffer.from(task.data), task.maxPages);
    case 'sitemap':
      return (await import('./sitemap-xml.ts')).parseSitemap(task.xml, task.maxUrls);
    case 'office': {
      const office = await import('./read-office-text.ts');
      return office.readOfficeText(Buffer.from(task.data), task.contentType, task.maxChars);
    }
    case 'questionnaire': {
      const grids = await import('./read-questionnaire-grids.ts');
      const bytes = Buffer.from(task.data);
      if (task.format === 'xlsx') return grids.readWorkbookGrids(bytes);
      if (task.format === 'docx') return (await import('./docx-tables.ts')).readDocxGrids(bytes);
      return [grids.readCsvGrid(bytes.toString('utf8'), task.name)];
    }
    case 'questionnaire-answers': {
      const writer = await import('./write-questionnaire-answers.ts');
      return writer.writeAnswerCells(task.format, Buffer.from(task.data), task.cells);
    }
  }
};

process.on('message', (message: { id: number; task: ReadingTask }) => {
  void run(message.task).then(
    (value) => process.send?.({ id: message.id, ok: true, value } satisfies ReadingAnswer),
    (err: unknown) =>
      process.send?.({
        id: message.id,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      } satisfies ReadingAnswer),
  );
});
// The server went away: nothing is left to read for.
process.on('disconnect', () => process.exit(0));

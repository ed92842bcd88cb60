import type { PictureReply, PictureRequest } from './chart-picture-messages.ts';

// Charts are drawn off the page's thread (issue 19, fast on a phone): a worker runs ECharts and
// sends back each chart as SVG (chart-picture.worker.ts), and the page only puts the picture in
// place, a few milliseconds where drawing a chart took a long task of a phone's time. The live
// chart, with its tooltip and PNG export, is made on the page only when the reader reaches for it
// (components/ui/echart.tsx).

type Waiting = { resolve: (svg: string) => void; reject: (error: Error) => void };

/** A picture not back by then is given up: the chart goes live instead of staying blank. */
const PICTURE_TIMEOUT_MS = 15_000;

let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

/** Where a worker, an OffscreenCanvas (to measure text) or DOMParser is missing, charts go live. */
export const picturesSupported = (): boolean =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof DOMParser !== 'undefined';

const failAll = (error: Error) => {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
};

const theWorker = (): Worker | null => {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./chart-picture.worker.ts', import.meta.url), {
      type: 'module',
      name: 'chart-pictures',
    });
  } catch {
    worker = null;
    return worker;
  }
  worker.onmessage = (event: MessageEvent<PictureReply>) => {
    const reply = event.data;
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if ('svg' in reply) w.resolve(reply.svg);
    else w.reject(new Error(reply.error));
  };
  // A worker that cannot start (its script failed to load) draws nothing: every chart goes live.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    failAll(new Error('The chart worker stopped.'));
  };
  return worker;
};

/** Starts the worker now (a page that will draw charts, while its data loads). */
export const preloadChartPictures = (): void => {
  if (picturesSupported()) theWorker();
};

// What ECharts' SVG renderer writes. Anything else (a script, a foreign object, a link, an image,
// a style sheet, a comment) is left out, as is every event handler and every reference outside
// the picture (a style attribute keeps only fonts and paint): the markup comes from Rampart's own worker, but its texts are the organisation's
// data. Written with the DOM's oldest calls only, so the test can run it outside a browser.
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'text',
  'tspan',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'title',
]);
export const SVG_NS = 'http://www.w3.org/2000/svg';
/** `url(...)` to anything but a part of the picture itself (`url(#clip-1)`). */
const OUTSIDE_REFERENCE = /url\(\s*['"]?(?!#)/i;
/** What a text's style may say: its font and paint, no functions but colours, no escapes. */
const STYLE_PROPERTIES =
  /^(font|font-(size|family|weight|style|variant)|fill|stroke|opacity|fill-opacity|stroke-opacity|stroke-width|paint-order|white-space)$/;
const STYLE_VALUE = /^(?:[^\\()]|rgba?\([\d\s.,%]*\))*$/;

/** The declarations of a style attribute that only set fonts and paint. */
const safeStyle = (style: string): string =>
  style
    .split(';')
    .map((d) => d.trim())
    .filter((d) => {
      const colon = d.indexOf(':');
      if (colon < 0) return false;
      const property = d.slice(0, colon).trim().toLowerCase();
      const value = d.slice(colon + 1).trim();
      return STYLE_PROPERTIES.test(property) && STYLE_VALUE.test(value);
    })
    .join(';');
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Removes from an SVG element, in place, all but the drawing (see above). */
export const keepOnlyDrawing = (el: Element): void => {
  for (let i = el.attributes.length - 1; i >= 0; i -= 1) {
    const attr = el.attributes[i]!;
    const name = attr.name.toLowerCase();
    if (name === 'style') {
      const kept = safeStyle(attr.value);
      if (kept) el.setAttribute(attr.name, kept);
      else el.removeAttribute(attr.name);
    } else if (
      name.startsWith('on') ||
      name === 'href' ||
      name.endsWith(':href') ||
      attr.value.includes('\\') ||
      OUTSIDE_REFERENCE.test(attr.value)
    ) {
      el.removeAttribute(attr.name);
    }
  }
  for (let i = el.childNodes.length - 1; i >= 0; i -= 1) {
    const node = el.childNodes[i]!;
    if (node.nodeType === TEXT_NODE) continue;
    const child = node as Element;
    if (
      node.nodeType !== ELEMENT_NODE ||
      child.namespaceURI !== SVG_NS ||
      !ELEMENTS.has(child.localName)
    ) {
      el.removeChild(node);
    } else {
      keepOnlyDrawing(child);
    }
  }
};

/** SVG markup as an element of this document, drawing only. */
export const svgElement = (markup: string): SVGSVGElement => {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    throw new Error('The chart worker sent something other than a picture.');
  }
  keepOnlyDrawing(root);
  const svg = document.importNode(root, true) as unknown as SVGSVGElement;
  // The box around it names the chart (role="img"); the picture itself is decoration.
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  // It fills the box at once when the box changes size, until the picture for the new size comes.
  svg.style.display = 'block';
  svg.style.width = '100%';
  svg.style.height = '100%';
  return svg;
};

/** The chart drawn by the worker at this size, in CSS pixels, as SVG markup (see `svgElement`). */
export const drawPicture = (option: object, width: number, height: number): Promise<string> => {
  const w = picturesSupported() ? theWorker() : null;
  if (!w) return Promise.reject(new Error('Charts cannot be drawn off the page here.'));
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('The chart worker did not answer.'));
    }, PICTURE_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (svg) => {
        clearTimeout(timer);
        resolve(svg);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const request: PictureRequest = {
      id,
      option: option as Record<string, unknown>,
      width,
      height,
    };
    try {
      w.postMessage(request);
    } catch (error) {
      waiting.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      waiting.delete(id);
    }
  });
};

// The trust centre page's only stylesheet, inlined: one request, no web fonts, no scripts.
// Colours are the web app's tokens (apps/web/src/styles.css), whose text/background pairs are
// chosen for WCAG AA in both themes; the theme follows the visitor's system setting. Every line
// break below falls after `;`, `{`, `}` or `,`, so dropping them all is safe. On a phone the
// subprocessor table keeps readable columns (a minimum width) and scrolls inside its frame; its
// fixed layout keeps one very long name from squeezing the other columns away.

const LIGHT = `--bg:#fff;--surface:#f7f7f8;--border:#e4e4e7;--fg:#18181b;--muted:#5b5b66;
--link:#4338ca;--ring:#6366f1;--ok:#047857;--ok-bg:#ecfdf5;--wip:#854d0e;--wip-bg:#fef9c3;
--draft:#4338ca;--draft-bg:#eef0ff;--err:#b91c1c;--btn:#4338ca;--btn-fg:#fff`;

const DARK = `--bg:#0e0e10;--surface:#141416;--border:#34343b;--fg:#ececef;--muted:#a0a0ab;
--link:#a5b4fc;--ring:#818cf8;--ok:#6ee7b7;--ok-bg:#0b2a20;--wip:#fde047;--wip-bg:#2a2306;
--draft:#a5b4fc;--draft-bg:#1e1b3a;--err:#fca5a5;--btn:#a5b4fc;--btn-fg:#0e0e10`;

export const PAGE_STYLE = `
:root{color-scheme:light dark;${LIGHT}}
@media (prefers-color-scheme:dark){:root{${DARK}}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);
font:16px/1.6 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
overflow-wrap:anywhere}
.wrap{max-width:960px;margin:0 auto;padding:0 1rem}
a{color:var(--link);text-underline-offset:.15em}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.skip{position:absolute;left:1rem;top:-4rem;padding:.5rem .75rem;background:var(--bg);
border:1px solid var(--border);border-radius:6px;z-index:1}
.skip:focus{top:1rem}
.preview{margin:0;padding:.75rem 1rem;background:var(--wip-bg);color:var(--wip);
border-bottom:1px solid var(--border);font-weight:600;text-align:center}
header.top{border-bottom:1px solid var(--border);background:var(--surface)}
header.top .wrap{padding-top:1.5rem;padding-bottom:1rem}
h1{font-size:1.75rem;line-height:1.25;margin:0}
.kicker{margin:.25rem 0 0;color:var(--muted)}
.kicker a{color:inherit;text-decoration:none}
.kicker a:hover{text-decoration:underline}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:1rem 0 0;padding:0}
nav a{display:inline-block;padding:.25rem 0}
main{padding:.5rem 0 2rem}
main:focus{outline:none}
section{padding:1.5rem 0;border-bottom:1px solid var(--border)}
section:last-child{border-bottom:0}
h2{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}
h3{font-size:1.125rem;line-height:1.35;margin:1.5rem 0 .5rem}
h4,h5,h6{font-size:1rem;margin:1.25rem 0 .5rem}
.md>:first-child{margin-top:0}
.md pre{overflow-x:auto;background:var(--surface);padding:.75rem;border-radius:6px}
.md code{font-size:.9em}
.md blockquote{margin:0;padding-left:1rem;border-left:3px solid var(--border);color:var(--muted)}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;
grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr))}
.cards li{border:1px solid var(--border);border-radius:8px;padding:.75rem 1rem;background:var(--surface)}
.cards p{margin:.25rem 0 0}
.name{font-weight:600}
.meta{color:var(--muted);font-size:.9375rem}
.text{white-space:pre-line}
.controls{list-style:none;margin:0;padding:0}
.controls li{padding:.75rem 0;border-top:1px solid var(--border)}
.controls li:first-child{border-top:0}
.controls p{margin:.25rem 0 0}
.tag{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:999px;
font-size:.8125rem;font-weight:600;line-height:1.6;white-space:nowrap;vertical-align:.1em}
.ok{background:var(--ok-bg);color:var(--ok)}
.wip{background:var(--wip-bg);color:var(--wip)}
.draft{background:var(--draft-bg);color:var(--draft);border:1px dashed currentColor}
.table-wrap{overflow-x:auto;max-width:100%;border:1px solid var(--border);border-radius:8px}
table{width:100%;min-width:40rem;table-layout:fixed;border-collapse:collapse;
font-variant-numeric:tabular-nums;font-size:.9375rem}
caption{text-align:left;padding:.75rem;color:var(--muted)}
th,td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-top:1px solid var(--border)}
th{font-weight:600}
thead th{background:var(--surface)}
thead th:nth-child(1){width:28%}
thead th:nth-child(3){width:22%}
thead th:nth-child(4){width:10rem}
td:last-child,th:last-child{white-space:nowrap}
details{border-top:1px solid var(--border);padding:.75rem 0}
details:first-of-type{border-top:0}
summary{cursor:pointer;font-weight:600}
details>div{margin:.5rem 0 0;color:var(--fg)}
footer{border-top:1px solid var(--border);padding:1.5rem 0 2rem;color:var(--muted);font-size:.9375rem}
footer p,footer address{margin:0}
footer address{font-style:normal}
footer .legal{color:var(--fg);font-weight:600}
footer address+p,footer .legal+p{margin-top:.5rem}
.viewer{margin:0;padding:.75rem 1rem;background:var(--ok-bg);color:var(--ok);
border-bottom:1px solid var(--border);text-align:center}
.viewer form{display:inline}
.linkish{background:none;border:0;padding:0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer}
.narrow{max-width:40rem}
form.ask label{display:block;font-weight:600;margin:1rem 0 .25rem}
form.ask input[type=text],form.ask input[type=email],form.ask textarea{width:100%;font:inherit;
color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:6px;padding:.5rem .625rem}
form.ask textarea{min-height:6rem;resize:vertical}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:1rem 0}
.check input{width:1.25rem;height:1.25rem;margin:.2rem 0 0;flex:none}
.check label{font-weight:400;margin:0}
.field-error{color:var(--err);margin:.25rem 0 0;font-size:.9375rem}
.button{display:inline-block;margin-top:1.25rem;padding:.625rem 1.25rem;border:0;border-radius:6px;
font:inherit;font-weight:600;background:var(--btn);color:var(--btn-fg);cursor:pointer;text-decoration:none}
.nda{white-space:pre-wrap;max-height:24rem;overflow:auto;border:1px solid var(--border);
border-radius:8px;padding:1rem;background:var(--surface)}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.logo{display:block;height:2.5rem;width:auto;max-width:12rem;object-fit:contain;margin:0 0 .75rem}
.no{background:var(--surface);color:var(--fg);border:1px solid var(--border)}
.figure{margin:.5rem 0 0;font-size:1.125rem}
.figure strong{font-size:1.5rem}
.update{padding:1rem 0;border-top:1px solid var(--border)}
.update h3{margin:0}
.update .meta{margin:.25rem 0 .5rem}
form.subscribe{margin:0 0 1rem;padding:1rem;border:1px solid var(--border);border-radius:8px;background:var(--surface)}
form.subscribe label{margin-top:0}
.inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.inline input{flex:1 1 14rem;min-width:0}
.inline .button{margin-top:0}
.reqs{list-style:none;margin:0 0 1.5rem;padding:0}
.reqs li{padding:.5rem 0;border-top:1px solid var(--border)}
.reqs li:first-child{border-top:0}
.code{font-weight:600;margin-right:.5rem;font-variant-numeric:tabular-nums}
@media (min-width:48rem){h1{font-size:2rem}header.top .wrap{padding-top:2.5rem}}
`.replace(/\n/g, '');

/**
 * The owner's accent (checked on the way in: `#rrggbb`, 4.5:1 on the page's surface and under
 * white text) for links, buttons and focus rings in the light theme, and as a rule along the
 * header in both; the dark theme keeps its own link colours, which the accent may not read on.
 */
export const brandStyle = (accent: string): string =>
  /^#[0-9a-f]{6}$/.test(accent)
    ? `:root{--accent:${accent};--link:${accent};--btn:${accent};--ring:${accent}}` +
      `@media (prefers-color-scheme:dark){:root{${DARK.replace(/\n/g, '')}}}` +
      'header.top{border-top:4px solid var(--accent)}'
    : '';

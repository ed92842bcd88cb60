/**
 * What a trust page address answers when there is no page to show: one that does not exist and
 * one that is switched off read the same, so an address says nothing about an organisation.
 */
export const renderNotFoundPage = (): string =>
  [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>No trust centre here</title>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:4rem 1.5rem;color:#1f2937;background:#fff}',
    'main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}',
    '@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}}</style>',
    '</head><body><main><h1>No trust centre here</h1>',
    '<p>There is no published trust centre at this address. Check the link you were given.</p>',
    '</main></body></html>',
  ].join('');

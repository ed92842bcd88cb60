import MarkdownIt from 'markdown-it';

// Owner markdown on the trust centre (the overview, updates): no raw HTML, no images, links only
// to https, mail addresses and anchors, each marked nofollow.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Images are off so the page stays light and cannot carry tracking pixels.
markdown.validateLink = (url) => /^(https:|mailto:|#)/i.test(url.trim());
markdown.disable('image');
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx]?.attrSet('rel', 'nofollow ugc noopener');
  return self.renderToken(tokens, idx, options);
};
// The text sits under a heading of the page: its top heading level becomes the level below
// (`env.top`), and the rest follow in order, so the page keeps one h1 and skips no level.
markdown.core.ruler.push('trust_heading_levels', (state) => {
  const base = (state.env as { top?: number } | undefined)?.top ?? 3;
  const headings = state.tokens.filter(
    (t) => t.type === 'heading_open' || t.type === 'heading_close',
  );
  const top = Math.min(...headings.map((t) => Number(t.tag.slice(1))));
  for (const token of headings) {
    token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - top + base)}`;
  }
});

/** Owner markdown as HTML whose top heading is `h{top}`. */
export const renderMarkdown = (text: string, top: number): string => markdown.render(text, { top });

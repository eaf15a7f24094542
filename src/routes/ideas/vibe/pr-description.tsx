import Markdown, { type Components } from 'react-markdown';
import type { ReactNode } from 'react';
import remarkGfm from 'remark-gfm';

// The pull request's Markdown, GitHub-flavoured (its checks are a table) as a git host shows it, and
// as safely as the assistant's answers are shown (src/ui/components/safe-markdown.tsx):
// react-markdown builds elements and never sets innerHTML, so raw HTML shows as text and unsafe link
// protocols are dropped. Its headings sit under the card's "Pull request" (h3), so they become h4.
const heading = ({ children }: { children?: ReactNode }) => <h4 className="font-semibold">{children}</h4>;

const COMPONENTS: Components = {
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // A generated description never loads an image: a remote one would tell a third party it was read.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

const REMARK_PLUGINS = [remarkGfm];

const PROSE =
  'space-y-2 break-words [&_a]:text-accent-text [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs [&_pre]:overflow-x-auto [&_pre]:rounded-ui [&_pre]:bg-surface-muted [&_pre]:p-2 ' +
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left';

export function PrDescription({ markdown }: { markdown: string }) {
  return (
    <div className={PROSE}>
      <Markdown components={COMPONENTS} remarkPlugins={REMARK_PLUGINS}>
        {markdown}
      </Markdown>
    </div>
  );
}

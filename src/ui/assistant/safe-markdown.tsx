import Markdown, { type Components } from 'react-markdown';

// react-markdown builds React elements and never sets innerHTML: raw HTML in an answer shows as
// text, and unsafe link protocols (javascript:) are dropped by its default URL transform.
const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // An answer never loads an image: a remote one would tell a third party the chat was read.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

const PROSE =
  'space-y-2 break-words [&_a]:text-accent-text [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs [&_pre]:overflow-x-auto [&_pre]:rounded-ui [&_pre]:bg-surface-muted [&_pre]:p-2 ' +
  '[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-2';

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className={PROSE}>
      <Markdown components={COMPONENTS}>{children}</Markdown>
    </div>
  );
}

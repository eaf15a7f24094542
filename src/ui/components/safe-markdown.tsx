import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import { Link, useInRouterContext } from 'react-router-dom';

// The app's one policy for showing Markdown it did not write itself (assistant answers, run notes,
// the engine's overviews and meta-reviews, a coding session's pull request). react-markdown builds
// React elements and never sets innerHTML: raw HTML shows as text, and unsafe link protocols
// (javascript:) are dropped by its default URL transform. No HTML plugin is ever passed to it.

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface SafeMarkdownProps {
  children: string;
  /** Links to the app's own pages ("/workspaces/…") open in place instead of a new tab. */
  inAppLinks?: boolean;
  /** Levels a heading moves down, so a text's "##" sits below the card or section it is shown in. */
  headingOffset?: number;
  /**
   * Markdown syntax beyond CommonMark, e.g. remark-gfm for a pull request's tables: passed in by the
   * page that needs it, so the pages that do not never load it. Syntax only: raw HTML stays text.
   */
  syntax?: Options['remarkPlugins'];
}

const PROSE =
  'space-y-2 break-words [&_a]:text-accent-text [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs [&_pre]:overflow-x-auto [&_pre]:rounded-ui [&_pre]:bg-surface-muted [&_pre]:p-2 ' +
  '[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-2 ' +
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left';

/** A path of this app: one leading slash, not a protocol-relative "//host". */
const isAppPath = (href: string | undefined): href is string =>
  !!href && href.startsWith('/') && !href.startsWith('//');

function AppLink({ href, children }: { href: string; children: ReactNode }) {
  // Outside a router (a bare test render) a plain link does the same job.
  return useInRouterContext() ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

function components(inAppLinks: boolean, headingOffset: number): Components {
  const heading = (level: Level) => {
    const Tag = `h${Math.min(6, level + headingOffset)}` as `h${Level}`;
    return ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;
  };
  return {
    a: ({ node: _node, href, children, ...props }) =>
      inAppLinks && isAppPath(href) ? (
        <AppLink href={href}>{children}</AppLink>
      ) : (
        <a {...props} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ),
    // Markdown never loads an image: a remote one would tell a third party the text was read.
    img: ({ alt }) => (alt ? <span>{alt}</span> : null),
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
  };
}

export function SafeMarkdown({ children, inAppLinks = false, headingOffset = 0, syntax }: SafeMarkdownProps) {
  // The same components on every render: new ones would be new element types and remount the text.
  const parts = useMemo(() => components(inAppLinks, headingOffset), [inAppLinks, headingOffset]);
  return (
    <div className={PROSE}>
      <Markdown components={parts} remarkPlugins={syntax}>
        {children}
      </Markdown>
    </div>
  );
}

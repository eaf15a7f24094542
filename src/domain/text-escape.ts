// Escaping for the HTML and markdown exports and the assistant's answers: stored text is data,
// never markup, so `<script>` or `![x](https://…)` stays text in a browser or a markdown view.

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
}

/**
 * Inline markdown: one line, with the characters that start emphasis, links, code, tables or raw
 * HTML backslash-escaped. Line starts that would begin a heading, list or quote are escaped too.
 */
export function escapeMarkdown(value: unknown): string {
  return (
    String(value ?? '')
      .replace(/\s*\r?\n\s*/g, ' ')
      .replace(/[\\`*_[\]<>|~]/g, '\\$&')
      .replace(/^(\s*)([#>+-])/, '$1\\$2')
      // A backslash escapes punctuation only: an ordered list's marker is escaped after its digits.
      .replace(/^(\s*\d+)([.)])/, '$1\\$2')
  );
}

/** Block markdown: paragraphs kept, each line escaped as inline text. */
export function escapeMarkdownBlock(value: unknown): string {
  return String(value ?? '')
    .split(/\r?\n/)
    .map((line) => escapeMarkdown(line))
    .join('\n');
}

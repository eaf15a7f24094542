// The sentences of an engine text (overview, meta-review) without its Markdown: headings dropped,
// list marks, emphasis and link targets removed, for answers that quote it in short and escape
// what they quote. A plain text from an older session splits the same way.

export function plainSentences(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
        .replace(/\*\*|__/g, '')
        .replace(/\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g, (_, text: string) => text.replace(/\\(.)/g, '$1')),
    )
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Cuts streamed text into lines ending in \n (a \r before it stays; callers trim). A line that
 * spans reads is collected in pieces and joined once, so a long line costs linear time.
 */
export class LineSplitter {
  private pending: string[] = [];
  private pendingLength = 0;

  constructor(private readonly onLine: (line: string) => void) {}

  /** Characters waiting for the end of their line. */
  get unfinished(): number {
    return this.pendingLength;
  }

  push(text: string): void {
    let start = 0;
    let end = text.indexOf('\n');
    if (end !== -1 && this.pending.length > 0) {
      this.pending.push(text.slice(0, end));
      this.flush();
      start = end + 1;
      end = text.indexOf('\n', start);
    }
    for (; end !== -1; end = text.indexOf('\n', start)) {
      this.onLine(text.slice(start, end));
      start = end + 1;
    }
    if (start < text.length) {
      this.pending.push(start === 0 ? text : text.slice(start));
      this.pendingLength += text.length - start;
    }
  }

  /** The last line, when the text does not end with a line break. */
  end(): void {
    if (this.pending.length > 0) this.flush();
  }

  private flush(): void {
    const line = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.onLine(line);
  }
}

// A value built on its first use and kept. Intl formatters are made this way: building one loads
// locale data, which costs a phone tens of milliseconds at start-up for formatters the first
// screen may never show (docs/architecture.md, "Front end").

export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

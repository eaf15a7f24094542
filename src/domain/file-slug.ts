// A title as part of a file name: "Coral reefs under heat!" → "coral-reefs-under-heat". Accents
// are dropped, anything else that is not a letter or digit becomes one hyphen, and it is cut at 60
// characters, so no file system or header trips on it. Empty when nothing is left.

export const fileSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

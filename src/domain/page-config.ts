// The app's public configuration (GET /v1/config) travels in the page the server sends, as a JSON
// data block with this id, so a first load reads it rather than waiting on a call for it.
export const PAGE_CONFIG_ELEMENT_ID = 'labforge-config';

/**
 * The data block for `config`. `<` is escaped so no value can close the element early; the block is
 * data, never run, so the content security policy has nothing to allow.
 */
export function pageConfigBlock(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${json}</script>`;
}

import { pageConfigBlock } from './page-config';

describe('pageConfigBlock', () => {
  it('writes the configuration as a JSON data block that no value can close early', () => {
    const block = pageConfigBlock({ model: { label: '</script><script>alert(1)</script>' } });
    expect(block.startsWith('<script type="application/json" id="labforge-config">')).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ model: { label: '</script><script>alert(1)</script>' } });
  });
});

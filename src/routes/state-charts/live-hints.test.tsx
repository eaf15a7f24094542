import { machineEntries } from '../../machines/registry';
import { hasOwnHint, startHint } from './live-hints';

describe('start hints', () => {
  it("tells how to start every one of the app's machines in its own words", () => {
    expect(
      machineEntries()
        .filter((entry) => !hasOwnHint(entry.id))
        .map((entry) => entry.id),
    ).toEqual([]);
  });

  it('falls back to a hint from the id for a machine added later', () => {
    expect(startHint('uploadQueue')).toBe(
      'Open a page that uses the upload queue machine in this or another tab, and its actor appears here.',
    );
  });
});

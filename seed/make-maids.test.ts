import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_MAID_COUNT, generateMaids, MAIDS_JSON_PATH } from './make-maids.js';
import { NATIONALITIES } from './nationalities.js';

describe('generateMaids', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateMaids(50, 7)).toEqual(generateMaids(50, 7));
    expect(generateMaids(50, 7)).not.toEqual(generateMaids(50, 8));
  });

  it('is what the committed seed/maids.json holds', () => {
    const committed = JSON.parse(fs.readFileSync(MAIDS_JSON_PATH, 'utf8'));
    expect(committed).toEqual(generateMaids(DEMO_MAID_COUNT));
  });

  it('makes exactly the number asked, over every nationality, with realistic fields', () => {
    const maids = generateMaids(5000);
    expect(maids).toHaveLength(5000);
    const codes = new Set(maids.map((m) => m.nationality));
    expect(codes.size).toBe(NATIONALITIES.length);
    for (const m of maids.slice(0, 500)) {
      expect(m.name).toMatch(/^\p{Lu}/u);
      expect(m.languages.length).toBeGreaterThan(0);
      expect(m.videoFile).toMatch(/^videos\/demo-\d{2}-[a-z0-9-]+\.mp4$/);
    }
  });

  it("lends a bigger catalogue the demo maids' clips, so that every file exists", () => {
    const demoClips = new Set(generateMaids(DEMO_MAID_COUNT).map((m) => m.videoFile));
    for (const m of generateMaids(300, 5000)) expect(demoClips.has(m.videoFile), m.videoFile).toBe(true);
  });

  it('rejects a nonsensical count', () => {
    expect(() => generateMaids(-1)).toThrow(RangeError);
    expect(() => generateMaids(1.5)).toThrow(RangeError);
  });
});

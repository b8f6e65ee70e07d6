import { describe, expect, it } from 'vitest';
import { activeFilterCount, maidFilterParams, parseMaidFilters } from './maid-filters.js';
import { RELIGIONS } from './religions.js';

const parse = (query: string) => parseMaidFilters(new URLSearchParams(query), RELIGIONS);

describe("the hire-maid filters' URL state", () => {
  it('reads every filter from the query', () => {
    expect(parse('language=Arabic&religion=MUSLIM&ageMin=30&ageMax=39&experienceMin=5&skills=pets,babies')).toEqual({
      language: 'Arabic',
      religion: 'MUSLIM',
      ageMin: 30,
      ageMax: 39,
      experienceMin: 5,
      skills: ['babies', 'pets'],
    });
    expect(parse('')).toEqual({});
  });

  it('drops what the page would not offer, keeping the rest', () => {
    expect(parse('religion=ATHEIST&language=Tagalog')).toEqual({ language: 'Tagalog' });
    expect(parse('ageMin=12&ageMax=abc')).toEqual({});
    expect(parse('ageMin=40&ageMax=30')).toEqual({ ageMin: 40 });
    expect(parse('skills=ironing,pets,pets')).toEqual({ skills: ['pets'] });
    expect(parse(`language=${'x'.repeat(41)}`)).toEqual({});
    expect(parse('experienceMin=0')).toEqual({});
  });

  it('writes the filters back in a fixed order, so a parsed URL gives the same query', () => {
    const query = 'language=Arabic&religion=MUSLIM&ageMin=30&ageMax=39&experienceMin=5&skills=babies%2Cpets';
    expect(new URLSearchParams(maidFilterParams(parse(query))).toString()).toBe(query);
    expect(maidFilterParams({ skills: [] })).toEqual({});
  });

  it('counts the filters that are on, an age range as one', () => {
    expect(activeFilterCount(parse('language=Arabic&ageMin=30&ageMax=39&skills=babies,pets'))).toBe(4);
    expect(activeFilterCount({})).toBe(0);
  });
});

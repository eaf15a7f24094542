import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { searchVariables, topicsOf } from './search';

describe('dataset catalogue', () => {
  it('holds about sixty variables with unique ids across every topic', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(55);
    expect(new Set(CATALOGUE.map((v) => v.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((v) => v.topic))).toEqual(
      new Set([
        'demographics',
        'economics',
        'housing',
        'health',
        'climate',
        'environment',
        'education',
        'energy',
        'agriculture',
        'safety',
      ]),
    );
    for (const variable of CATALOGUE) expect(variable.description.length, variable.id).toBeGreaterThan(10);
  });
});

describe('searchVariables', () => {
  it.each([
    ['Is there data on household income?', 'Median_Income_Household'],
    ['obesity rates by county', 'Percent_Person_Obesity'],
    ['carbon dioxide emissions per person', 'Amount_Emissions_CarbonDioxide_PerCapita'],
    ['how many people live there (population)', 'Count_Person'],
    ['solar power generation', 'Annual_Generation_Electricity_Solar'],
    ['air pollution PM2.5', 'Mean_Concentration_AirPollutant_PM2.5'],
    ['unemployment', 'UnemploymentRate_Person'],
  ])('%s → %s first', (query, id) => {
    expect(searchVariables(query)[0]?.variable.id).toBe(id);
  });

  it('ranks by relevance, limits, and finds nothing for words it does not know', () => {
    const matches = searchVariables('diabetes and heart disease statistics', { limit: 3 });
    expect(matches).toHaveLength(3);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
    expect(topicsOf(matches)).toEqual(['health']);
    expect(searchVariables('Is there data on solar power?').map((m) => m.variable.id)).toEqual([
      'Annual_Generation_Electricity_Solar',
      'Annual_Generation_Electricity',
    ]);
    expect(searchVariables('zxqv blorp')).toEqual([]);
    expect(searchVariables('the data')).toEqual([]);
  });
});

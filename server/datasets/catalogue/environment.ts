import { WB, EPA, v, type StatVariable } from './variable';

// Climate and the environment.

export const ENVIRONMENT: readonly StatVariable[] = [
  v(
    'Annual_Emissions_GreenhouseGas_NonBiogenic',
    'Greenhouse gas emissions',
    'climate',
    `${EPA} Greenhouse Gas Reporting Program`,
    'Yearly non-biogenic greenhouse gas emissions of large facilities, in tonnes of CO2 equivalent.',
    ['emissions', 'ghg', 'carbon', 'warming', 'climate'],
  ),
  v(
    'Annual_Emissions_CarbonDioxide_NonBiogenic',
    'Carbon dioxide emissions',
    'climate',
    `${EPA} Greenhouse Gas Reporting Program`,
    'Yearly non-biogenic CO2 emissions of large facilities.',
    ['co2', 'carbon', 'emissions', 'climate'],
  ),
  v(
    'Amount_Emissions_CarbonDioxide_PerCapita',
    'CO2 emissions per capita',
    'climate',
    WB,
    'Carbon dioxide emitted per person, in tonnes.',
    ['co2', 'carbon', 'footprint', 'emissions'],
  ),
  v(
    'DifferenceRelativeToBaseDate2006_Max_Temperature_RCP45',
    'Projected change in maximum temperature (RCP 4.5)',
    'climate',
    'NASA NEX-GDDP climate projections',
    'Projected change in daily maximum temperature relative to 2006 under the RCP 4.5 scenario.',
    ['temperature', 'warming', 'heat', 'projection', 'climate'],
  ),
  v(
    'Mean_Concentration_AirPollutant_PM2.5',
    'Fine particulate matter (PM2.5)',
    'environment',
    EPA,
    'Mean concentration of particles smaller than 2.5 micrometres in the air.',
    ['air', 'pollution', 'particulate', 'pm25', 'quality'],
  ),
  v(
    'Mean_Concentration_AirPollutant_Ozone',
    'Ozone concentration',
    'environment',
    EPA,
    'Mean concentration of ground-level ozone.',
    ['air', 'pollution', 'ozone', 'smog'],
  ),
  v(
    'AirQualityIndex_AirPollutant',
    'Air quality index',
    'environment',
    EPA,
    'Daily air quality index, from 0 (good) to 500 (hazardous).',
    ['air', 'pollution', 'aqi', 'quality'],
  ),
  v('Count_FloodEvent', 'Flood events', 'environment', 'NOAA Storm Events', 'Number of recorded flood events.', [
    'flood',
    'flooding',
    'hazard',
    'disaster',
    'rainfall',
  ]),
  v('Count_WildfireEvent', 'Wildfire events', 'environment', 'NOAA Storm Events', 'Number of recorded wildfires.', [
    'wildfire',
    'fire',
    'hazard',
    'disaster',
  ]),
  v('Count_DroughtEvent', 'Drought events', 'environment', 'NOAA Storm Events', 'Number of recorded droughts.', [
    'drought',
    'water',
    'hazard',
    'dry',
  ]),
  v(
    'Count_EarthquakeEvent',
    'Earthquakes',
    'environment',
    'USGS Earthquake Hazards Program',
    'Number of recorded earthquakes.',
    ['earthquake', 'seismic', 'hazard', 'disaster'],
  ),
];

// Public statistical variables in the style of Data Commons (its ids, names and sources), shipped
// with the server so the assistant can point at data with no network. Keywords add the words
// people use for a variable that its name does not contain.

export type Topic = 'demographics' | 'economics' | 'housing' | 'health' | 'climate' | 'environment' | 'education' | 'energy' | 'agriculture' | 'safety';

export interface StatVariable {
  id: string;
  name: string;
  description: string;
  topic: Topic;
  source: string;
  keywords?: string[];
}

const v = (id: string, name: string, topic: Topic, source: string, description: string, keywords: string[] = []): StatVariable => ({
  id, name, description, topic, source, keywords,
});

const ACS = 'US Census Bureau, American Community Survey';
const WB = 'World Bank, World Development Indicators';
const PLACES = 'CDC PLACES';
const EIA = 'US Energy Information Administration';
const EPA = 'US EPA';

export const CATALOGUE: readonly StatVariable[] = [
  v('Count_Person', 'Total population', 'demographics', ACS, 'Number of people living in a place.', ['population', 'people', 'residents', 'census', 'inhabitants']),
  v('Median_Age_Person', 'Median age', 'demographics', ACS, 'Median age of the population.', ['age', 'ageing', 'aging', 'older']),
  v('Count_Person_Female', 'Female population', 'demographics', ACS, 'Number of women and girls.', ['women', 'gender', 'sex']),
  v('Count_Person_Male', 'Male population', 'demographics', ACS, 'Number of men and boys.', ['men', 'gender', 'sex']),
  v('Count_Household', 'Households', 'demographics', ACS, 'Number of households.', ['families', 'homes']),
  v('Count_Person_65OrMoreYears', 'Population aged 65 and over', 'demographics', ACS, 'Number of people aged 65 years or more.', ['elderly', 'seniors', 'ageing', 'aging', 'old']),
  v('Count_Person_ForeignBorn', 'Foreign-born population', 'demographics', ACS, 'Number of people born outside the country.', ['immigrants', 'immigration', 'migration', 'migrants']),
  v('Count_BirthEvent', 'Births', 'demographics', 'CDC WONDER Natality', 'Number of live births in a year.', ['births', 'natality', 'babies', 'fertility']),
  v('Count_Death', 'Deaths', 'demographics', 'CDC WONDER Mortality', 'Number of deaths in a year, all causes.', ['mortality', 'deaths', 'dying']),
  v('FertilityRate_Person_Female', 'Fertility rate', 'demographics', WB, 'Births per woman over her lifetime (total fertility rate).', ['births', 'fertility', 'children']),
  v('LifeExpectancy_Person', 'Life expectancy at birth', 'health', WB, 'Years a newborn is expected to live at current mortality rates.', ['longevity', 'lifespan', 'mortality']),
  v('Count_Person_Veteran', 'Veterans', 'demographics', ACS, 'Number of civilian veterans.', ['military', 'veterans']),
  v('Median_Income_Household', 'Median household income', 'economics', ACS, 'Median income of households in the past 12 months.', ['income', 'earnings', 'wealth', 'wages', 'salary']),
  v('Median_Income_Person', 'Median individual income', 'economics', ACS, 'Median income of people with income in the past 12 months.', ['income', 'earnings', 'wages', 'salary']),
  v('Amount_EconomicActivity_GrossDomesticProduction_Nominal', 'Gross domestic product (nominal)', 'economics', WB, 'Value of all goods and services produced, in current US dollars.', ['gdp', 'economy', 'output', 'growth']),
  v('Amount_EconomicActivity_GrossDomesticProduction_Nominal_PerCapita', 'GDP per capita (nominal)', 'economics', WB, 'Gross domestic product divided by population, in current US dollars.', ['gdp', 'economy', 'prosperity', 'wealth']),
  v('Amount_EconomicActivity_GrossNationalIncome_PurchasingPowerParity_PerCapita', 'GNI per capita (PPP)', 'economics', WB, 'Gross national income per person at purchasing power parity.', ['income', 'gni', 'ppp', 'wealth']),
  v('UnemploymentRate_Person', 'Unemployment rate', 'economics', 'US Bureau of Labor Statistics', 'Share of the labour force without a job and looking for one.', ['jobs', 'employment', 'unemployed', 'labor', 'labour']),
  v('Count_Person_Employed', 'Employed people', 'economics', 'US Bureau of Labor Statistics', 'Number of people with a job.', ['jobs', 'employment', 'workers', 'labor', 'labour']),
  v('Count_Person_InLaborForce', 'Labour force', 'economics', 'US Bureau of Labor Statistics', 'Number of people working or looking for work.', ['jobs', 'labor', 'labour', 'workforce']),
  v('Count_Person_BelowPovertyLevelInThePast12Months', 'People below the poverty line', 'economics', ACS, 'Number of people whose income in the past 12 months was below the poverty level.', ['poverty', 'poor', 'deprivation', 'inequality']),
  v('GiniIndex_EconomicActivity', 'Gini index', 'economics', WB, 'Income inequality from 0 (equal) to 100 (one person has everything).', ['inequality', 'gini', 'distribution']),
  v('Count_HousingUnit', 'Housing units', 'housing', ACS, 'Number of houses, apartments and other homes.', ['housing', 'homes', 'dwellings']),
  v('Median_GrossRent_HousingUnit_WithCashRent_OccupiedHousingUnit_RenterOccupied', 'Median gross rent', 'housing', ACS, 'Median monthly rent plus utilities paid by renters.', ['rent', 'housing', 'affordability', 'renters']),
  v('Percent_Person_Obesity', 'Adult obesity', 'health', PLACES, 'Share of adults with a body mass index of 30 or more.', ['obesity', 'bmi', 'weight', 'overweight', 'nutrition']),
  v('Percent_Person_WithDiabetes', 'Diagnosed diabetes', 'health', PLACES, 'Share of adults ever told by a doctor that they have diabetes.', ['diabetes', 'glucose', 'insulin', 'metabolic']),
  v('Percent_Person_WithHighBloodPressure', 'High blood pressure', 'health', PLACES, 'Share of adults with diagnosed high blood pressure.', ['hypertension', 'blood', 'pressure', 'cardiovascular']),
  v('Percent_Person_WithAsthma', 'Current asthma', 'health', PLACES, 'Share of adults who currently have asthma.', ['asthma', 'respiratory', 'lungs', 'breathing']),
  v('Percent_Person_WithCoronaryHeartDisease', 'Coronary heart disease', 'health', PLACES, 'Share of adults with coronary heart disease.', ['heart', 'cardiovascular', 'cardiac']),
  v('Percent_Person_Smoking', 'Current smoking', 'health', PLACES, 'Share of adults who smoke cigarettes.', ['smoking', 'tobacco', 'cigarettes']),
  v('Percent_Person_PhysicalInactivity', 'Physical inactivity', 'health', PLACES, 'Share of adults with no leisure-time physical activity.', ['exercise', 'activity', 'sedentary', 'fitness']),
  v('Percent_Person_SleepLessThan7Hours', 'Short sleep', 'health', PLACES, 'Share of adults sleeping less than 7 hours a night.', ['sleep', 'insomnia', 'rest']),
  v('Percent_Person_WithMentalHealthNotGood', 'Frequent mental distress', 'health', PLACES, 'Share of adults reporting 14 or more days of poor mental health in a month.', ['mental', 'depression', 'anxiety', 'wellbeing', 'psychological']),
  v('Percent_Person_BingeDrinking', 'Binge drinking', 'health', PLACES, 'Share of adults who binge drink.', ['alcohol', 'drinking', 'substance']),
  v('Percent_Person_WithCancerExcludingSkinCancer', 'Cancer (excluding skin cancer)', 'health', PLACES, 'Share of adults ever diagnosed with cancer other than skin cancer.', ['cancer', 'oncology', 'tumour', 'tumor']),
  v('Percent_Person_WithChronicKidneyDisease', 'Chronic kidney disease', 'health', PLACES, 'Share of adults with chronic kidney disease.', ['kidney', 'renal', 'nephrology']),
  v('Count_Person_NoHealthInsurance', 'People without health insurance', 'health', ACS, 'Number of people with no health insurance coverage.', ['insurance', 'uninsured', 'coverage', 'access']),
  v('Count_MedicalConditionIncident_COVID_19_ConfirmedOrProbableCase', 'COVID-19 cases', 'health', 'The New York Times COVID-19 data', 'Cumulative confirmed or probable COVID-19 cases.', ['covid', 'coronavirus', 'pandemic', 'infection', 'epidemic']),
  v('CumulativeCount_MedicalConditionIncident_COVID_19_PatientDeceased', 'COVID-19 deaths', 'health', 'The New York Times COVID-19 data', 'Cumulative deaths of COVID-19 patients.', ['covid', 'coronavirus', 'pandemic', 'mortality', 'deaths']),
  v('Annual_Emissions_GreenhouseGas_NonBiogenic', 'Greenhouse gas emissions', 'climate', `${EPA} Greenhouse Gas Reporting Program`, 'Yearly non-biogenic greenhouse gas emissions of large facilities, in tonnes of CO2 equivalent.', ['emissions', 'ghg', 'carbon', 'warming', 'climate']),
  v('Annual_Emissions_CarbonDioxide_NonBiogenic', 'Carbon dioxide emissions', 'climate', `${EPA} Greenhouse Gas Reporting Program`, 'Yearly non-biogenic CO2 emissions of large facilities.', ['co2', 'carbon', 'emissions', 'climate']),
  v('Amount_Emissions_CarbonDioxide_PerCapita', 'CO2 emissions per capita', 'climate', WB, 'Carbon dioxide emitted per person, in tonnes.', ['co2', 'carbon', 'footprint', 'emissions']),
  v('DifferenceRelativeToBaseDate2006_Max_Temperature_RCP45', 'Projected change in maximum temperature (RCP 4.5)', 'climate', 'NASA NEX-GDDP climate projections', 'Projected change in daily maximum temperature relative to 2006 under the RCP 4.5 scenario.', ['temperature', 'warming', 'heat', 'projection', 'climate']),
  v('Mean_Concentration_AirPollutant_PM2.5', 'Fine particulate matter (PM2.5)', 'environment', EPA, 'Mean concentration of particles smaller than 2.5 micrometres in the air.', ['air', 'pollution', 'particulate', 'pm25', 'quality']),
  v('Mean_Concentration_AirPollutant_Ozone', 'Ozone concentration', 'environment', EPA, 'Mean concentration of ground-level ozone.', ['air', 'pollution', 'ozone', 'smog']),
  v('AirQualityIndex_AirPollutant', 'Air quality index', 'environment', EPA, 'Daily air quality index, from 0 (good) to 500 (hazardous).', ['air', 'pollution', 'aqi', 'quality']),
  v('Count_FloodEvent', 'Flood events', 'environment', 'NOAA Storm Events', 'Number of recorded flood events.', ['flood', 'flooding', 'hazard', 'disaster', 'rainfall']),
  v('Count_WildfireEvent', 'Wildfire events', 'environment', 'NOAA Storm Events', 'Number of recorded wildfires.', ['wildfire', 'fire', 'hazard', 'disaster']),
  v('Count_DroughtEvent', 'Drought events', 'environment', 'NOAA Storm Events', 'Number of recorded droughts.', ['drought', 'water', 'hazard', 'dry']),
  v('Count_EarthquakeEvent', 'Earthquakes', 'environment', 'USGS Earthquake Hazards Program', 'Number of recorded earthquakes.', ['earthquake', 'seismic', 'hazard', 'disaster']),
  v('Count_Person_EducationalAttainmentBachelorsDegreeOrHigher', "Bachelor's degree or higher", 'education', ACS, "Number of people aged 25 or over with at least a bachelor's degree.", ['degree', 'college', 'university', 'graduates', 'attainment']),
  v('Count_Person_EducationalAttainmentRegularHighSchoolDiploma', 'High school diploma', 'education', ACS, 'Number of people aged 25 or over whose highest qualification is a regular high school diploma.', ['school', 'diploma', 'attainment', 'secondary']),
  v('Count_Person_EducationalAttainmentDoctorateDegree', 'Doctorate degree', 'education', ACS, 'Number of people aged 25 or over with a doctorate.', ['phd', 'doctorate', 'research', 'attainment']),
  v('Count_Person_EnrolledInSchool', 'School enrolment', 'education', ACS, 'Number of people enrolled in school, nursery to graduate school.', ['enrollment', 'enrolment', 'students', 'school']),
  v('Count_School', 'Schools', 'education', 'National Center for Education Statistics', 'Number of public and private schools.', ['schools', 'education']),
  v('Count_Student', 'Students', 'education', 'National Center for Education Statistics', 'Number of students in public schools.', ['students', 'pupils', 'enrollment']),
  v('Count_Teacher', 'Teachers', 'education', 'National Center for Education Statistics', 'Number of full-time-equivalent teachers in public schools.', ['teachers', 'staff', 'educators']),
  v('Annual_Generation_Electricity', 'Electricity generation', 'energy', EIA, 'Electricity generated in a year, all sources.', ['electricity', 'power', 'generation', 'grid']),
  v('Annual_Generation_Electricity_Solar', 'Solar electricity generation', 'energy', EIA, 'Electricity generated from solar power in a year.', ['solar', 'renewable', 'photovoltaic', 'clean']),
  v('Annual_Generation_Electricity_Wind', 'Wind electricity generation', 'energy', EIA, 'Electricity generated from wind power in a year.', ['wind', 'renewable', 'turbines', 'clean']),
  v('Annual_Generation_Electricity_Coal', 'Coal electricity generation', 'energy', EIA, 'Electricity generated from coal in a year.', ['coal', 'fossil', 'emissions']),
  v('Annual_Generation_Electricity_Nuclear', 'Nuclear electricity generation', 'energy', EIA, 'Electricity generated by nuclear plants in a year.', ['nuclear', 'reactor', 'low-carbon']),
  v('Amount_Consumption_Energy_PerCapita', 'Energy use per capita', 'energy', WB, 'Primary energy used per person, in kilograms of oil equivalent.', ['energy', 'consumption', 'demand', 'efficiency']),
  v('Count_Farm', 'Farms', 'agriculture', 'USDA Census of Agriculture', 'Number of farms.', ['farms', 'farming', 'agriculture', 'rural']),
  v('Area_Farm', 'Land in farms', 'agriculture', 'USDA Census of Agriculture', 'Area of land in farms, in acres.', ['farmland', 'land', 'acreage', 'crops']),
  v('Income_Farm', 'Net farm income', 'agriculture', 'USDA Census of Agriculture', 'Net cash income of farm operations.', ['farm', 'income', 'agriculture', 'profit']),
  v('Count_Worker_NAICSAgricultureForestryFishingHunting', 'Agriculture, forestry and fishing workers', 'agriculture', 'US Census Bureau, County Business Patterns', 'Number of people working in agriculture, forestry, fishing and hunting.', ['farmers', 'fishing', 'forestry', 'jobs', 'crops', 'food']),
  v('Count_CriminalActivities_CombinedCrime', 'Crimes', 'safety', 'FBI Uniform Crime Reporting', 'Number of reported property and violent crimes.', ['crime', 'safety', 'police', 'offences']),
  v('Count_CriminalActivities_ViolentCrime', 'Violent crimes', 'safety', 'FBI Uniform Crime Reporting', 'Number of reported violent crimes.', ['crime', 'violence', 'assault', 'safety']),
];

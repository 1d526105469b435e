import type { ResumeEntry } from '@jobboard/schema';

/** One demo candidate with their resume; `segments` are `group.segment` keys of the demo. */
export interface DemoCandidate {
  given_name: string;
  family_name: string;
  position: string;
  info: string;
  city: string;
  postal_code: string;
  lat: number;
  lon: number;
  travel_distance: number;
  open_to_relocate: boolean;
  salary_type: 'hour' | 'month' | 'year';
  salary_min: number;
  status: 'available' | 'not_available';
  segments: string[];
  education: ResumeEntry[];
  employer_history: ResumeEntry[];
}

const study = (
  type: string,
  name: string,
  institution: string,
  place: string,
  from: string,
  till: string,
): ResumeEntry => ({ type, name, institution, place, description: null, from, till });

const job = (
  name: string,
  institution: string,
  place: string,
  description: string,
  from: string,
  till: string | null,
): ResumeEntry => ({ name, institution, place, description, from, till });

/**
 * The candidates of the demo's candidate search beside the demo candidate: eight available
 * resumes over Dutch cities and trades, and one `not_available` resume the search never shows.
 */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  {
    given_name: 'Noor',
    family_name: 'Bakker',
    position: 'Verpleegkundige',
    info: 'Ervaren verpleegkundige op de afdeling interne geneeskunde, zoekt een team met aandacht voor de patiënt.',
    city: 'Utrecht',
    postal_code: '3512 JE',
    lat: 52.0907,
    lon: 5.1214,
    travel_distance: 20,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 3200,
    status: 'available',
    segments: ['industry.zorg', 'time.parttime', 'education.hbo', 'career_level.medior'],
    education: [study('hbo', 'HBO-V', 'Hogeschool Utrecht', 'Utrecht', '2011-09-01', '2015-07-01')],
    employer_history: [
      job(
        'Verpleegkundige',
        'UMC Utrecht',
        'Utrecht',
        'Zorg op de afdeling interne geneeskunde.',
        '2015-09-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Daan',
    family_name: 'Visser',
    position: 'Frontend developer',
    info: 'Bouwt toegankelijke webapplicaties in React en TypeScript; houdt van design systems.',
    city: 'Amsterdam',
    postal_code: '1017 AB',
    lat: 52.3676,
    lon: 4.9041,
    travel_distance: 15,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 4800,
    status: 'available',
    segments: ['industry.ict', 'time.fulltime', 'education.hbo', 'career_level.senior'],
    education: [
      study(
        'hbo',
        'Communication & Multimedia Design',
        'HvA',
        'Amsterdam',
        '2010-09-01',
        '2014-07-01',
      ),
    ],
    employer_history: [
      job(
        'Frontend developer',
        'Webbureau Noord',
        'Amsterdam',
        'Webshops in React.',
        '2014-09-01',
        '2019-12-31',
      ),
      job(
        'Senior frontend developer',
        'Reisplatform BV',
        'Amsterdam',
        'Het design system.',
        '2020-01-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Emma',
    family_name: 'Smit',
    position: 'Boekhouder',
    info: 'Nauwkeurige boekhouder met ervaring in het mkb: van facturatie tot jaarafsluiting.',
    city: 'Rotterdam',
    postal_code: '3011 AD',
    lat: 51.9244,
    lon: 4.4777,
    travel_distance: 25,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 3000,
    status: 'available',
    segments: ['industry.financieel', 'time.fulltime', 'education.mbo', 'career_level.medior'],
    education: [
      study(
        'mbo',
        'Financieel administratief medewerker',
        'Albeda',
        'Rotterdam',
        '2012-09-01',
        '2015-07-01',
      ),
    ],
    employer_history: [
      job(
        'Boekhouder',
        'Administratiekantoor De Maas',
        'Rotterdam',
        'Boekhouding van veertig klanten.',
        '2015-09-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Lucas',
    family_name: 'Meijer',
    position: 'Data-analist',
    info: 'Net afgestudeerd in data science; werkt graag met Python, SQL en dashboards.',
    city: 'Eindhoven',
    postal_code: '5611 AZ',
    lat: 51.4416,
    lon: 5.4697,
    travel_distance: 40,
    open_to_relocate: true,
    salary_type: 'year',
    salary_min: 42000,
    status: 'available',
    segments: ['industry.ict', 'time.fulltime', 'education.wo', 'career_level.starter'],
    education: [
      study('wo', 'Data Science', 'TU Eindhoven', 'Eindhoven', '2019-09-01', '2024-07-01'),
      study('hbo', 'Propedeuse Informatica', 'Fontys', 'Eindhoven', '2018-09-01', '2019-07-01'),
    ],
    employer_history: [
      job(
        'Stagiair data-analyse',
        'Slimme Meters BV',
        'Eindhoven',
        'Voorspellingen van energieverbruik.',
        '2023-09-01',
        '2024-02-01',
      ),
    ],
  },
  {
    given_name: 'Julia',
    family_name: 'de Boer',
    position: 'Docent wiskunde',
    info: 'Eerstegraads docent wiskunde met vijftien jaar ervaring in havo en vwo.',
    city: 'Groningen',
    postal_code: '9711 LM',
    lat: 53.2194,
    lon: 6.5665,
    travel_distance: 30,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 4200,
    status: 'available',
    segments: ['industry.onderwijs', 'time.parttime', 'education.wo', 'career_level.senior'],
    education: [
      study(
        'wo',
        'Lerarenopleiding wiskunde',
        'Rijksuniversiteit Groningen',
        'Groningen',
        '2004-09-01',
        '2009-07-01',
      ),
    ],
    employer_history: [
      job(
        'Docent wiskunde',
        'Stadslyceum',
        'Groningen',
        'Lessen in de bovenbouw havo en vwo.',
        '2009-08-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Sem',
    family_name: 'Mulder',
    position: 'Logistiek planner',
    info: 'Plant ritten en voorraden voor een groothandel; sterk in Excel en TMS-systemen.',
    city: 'Tilburg',
    postal_code: '5038 AA',
    lat: 51.5555,
    lon: 5.0913,
    travel_distance: 35,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 3100,
    status: 'available',
    segments: ['industry.logistiek', 'time.fulltime', 'education.mbo', 'career_level.medior'],
    education: [
      study('mbo', 'Logistiek medewerker', 'ROC Tilburg', 'Tilburg', '2013-09-01', '2016-07-01'),
    ],
    employer_history: [
      job(
        'Logistiek planner',
        'Groothandel Brabant',
        'Tilburg',
        'Ritplanning voor dertig wagens.',
        '2016-09-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Tess',
    family_name: 'de Groot',
    position: 'Projectleider bouw',
    info: 'Zelfstandig projectleider voor renovatie en nieuwbouw van woningen.',
    city: 'Den Haag',
    postal_code: '2511 CV',
    lat: 52.0705,
    lon: 4.3007,
    travel_distance: 50,
    open_to_relocate: false,
    salary_type: 'hour',
    salary_min: 75,
    status: 'available',
    segments: ['industry.bouw', 'time.freelance', 'education.hbo', 'career_level.senior'],
    education: [
      study('hbo', 'Bouwkunde', 'De Haagse Hogeschool', 'Den Haag', '2005-09-01', '2009-07-01'),
    ],
    employer_history: [
      job(
        'Werkvoorbereider',
        'Bouwbedrijf Kust',
        'Den Haag',
        'Renovatie van portiekflats.',
        '2009-09-01',
        '2016-12-31',
      ),
      job(
        'Projectleider (zzp)',
        'Eigen bedrijf',
        'Den Haag',
        'Projecten voor woningcorporaties.',
        '2017-01-01',
        null,
      ),
    ],
  },
  {
    given_name: 'Finn',
    family_name: 'Bos',
    position: 'Backend developer',
    info: 'Freelance backend developer in Node.js en PostgreSQL, graag voor de zorg.',
    city: 'Utrecht',
    postal_code: '3521 AZ',
    lat: 52.0894,
    lon: 5.1102,
    travel_distance: 60,
    open_to_relocate: false,
    salary_type: 'hour',
    salary_min: 85,
    status: 'available',
    segments: [
      'industry.ict',
      'industry.zorg',
      'time.freelance',
      'education.hbo',
      'career_level.medior',
    ],
    education: [
      study('hbo', 'HBO-ICT', 'Hogeschool Utrecht', 'Utrecht', '2013-09-01', '2017-07-01'),
    ],
    employer_history: [
      job(
        'Backend developer',
        'Zorgsoftware NL',
        'Utrecht',
        'API’s voor huisartsenpraktijken.',
        '2017-09-01',
        '2021-06-30',
      ),
    ],
  },
  {
    given_name: 'Lotte',
    family_name: 'Vos',
    position: 'Verpleegkundige',
    info: 'Heeft een nieuwe baan gevonden en zoekt voorlopig niet.',
    city: 'Amsterdam',
    postal_code: '1091 AB',
    lat: 52.3596,
    lon: 4.9141,
    travel_distance: 10,
    open_to_relocate: false,
    salary_type: 'month',
    salary_min: 3300,
    status: 'not_available',
    segments: ['industry.zorg', 'time.fulltime', 'education.mbo', 'career_level.medior'],
    education: [
      study('mbo', 'Verpleegkunde', 'ROC van Amsterdam', 'Amsterdam', '2014-09-01', '2018-07-01'),
    ],
    employer_history: [
      job('Verpleegkundige', 'OLVG', 'Amsterdam', 'Chirurgische afdeling.', '2018-09-01', null),
    ],
  },
];

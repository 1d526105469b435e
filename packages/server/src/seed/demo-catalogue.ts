import type { SegmentGroupSeed } from './insert-segments';

/** Dutch cities with coordinates (WGS84) for the demo jobs. */
export const DUTCH_CITIES = [
  { name: 'Amsterdam', lat: 52.3676, lon: 4.9041, postal: '1012' },
  { name: 'Rotterdam', lat: 51.9244, lon: 4.4777, postal: '3011' },
  { name: 'Den Haag', lat: 52.0705, lon: 4.3007, postal: '2511' },
  { name: 'Utrecht', lat: 52.0907, lon: 5.1214, postal: '3511' },
  { name: 'Eindhoven', lat: 51.4416, lon: 5.4697, postal: '5611' },
  { name: 'Groningen', lat: 53.2194, lon: 6.5665, postal: '9711' },
  { name: 'Tilburg', lat: 51.5555, lon: 5.0913, postal: '5038' },
  { name: 'Almere', lat: 52.3508, lon: 5.2647, postal: '1315' },
  { name: 'Breda', lat: 51.5719, lon: 4.7683, postal: '4811' },
  { name: 'Nijmegen', lat: 51.8126, lon: 5.8372, postal: '6511' },
  { name: 'Arnhem', lat: 51.9851, lon: 5.8987, postal: '6811' },
  { name: 'Haarlem', lat: 52.3874, lon: 4.6462, postal: '2011' },
  { name: 'Enschede', lat: 52.2215, lon: 6.8937, postal: '7511' },
  { name: 'Maastricht', lat: 50.8514, lon: 5.691, postal: '6211' },
  { name: 'Zwolle', lat: 52.5168, lon: 6.083, postal: '8011' },
  { name: 'Leiden', lat: 52.1601, lon: 4.497, postal: '2311' },
  { name: 'Amersfoort', lat: 52.1561, lon: 5.3878, postal: '3811' },
  { name: "'s-Hertogenbosch", lat: 51.6978, lon: 5.3037, postal: '5211' },
  { name: 'Delft', lat: 52.0116, lon: 4.3571, postal: '2611' },
  { name: 'Leeuwarden', lat: 53.2012, lon: 5.7999, postal: '8911' },
] as const;

/** Job titles per locale of the demo (Dutch jobs dominate, as on a Dutch board). */
export const JOB_TITLES = {
  nl: [
    'Software ontwikkelaar',
    'Verpleegkundige',
    'Accountmanager',
    'Logistiek medewerker',
    'Docent wiskunde',
    'Projectleider bouw',
    'Financieel administratief medewerker',
    'Klantenservice medewerker',
    'Data analist',
    'Monteur elektrotechniek',
    'HR adviseur',
    'Marketing specialist',
    'Chauffeur C/E',
    'Kok',
    'Jurist',
  ],
  'en-US': [
    'Backend developer',
    'Product manager',
    'Data engineer',
    'Sales representative',
    'UX designer',
  ],
  ro: ['Programator', 'Contabil', 'Inginer de sistem', 'Asistent medical', 'Manager de proiect'],
} as const;

const names = (nl: string, en: string, ro: string) => ({ nl, 'en-US': en, ro });

/** The five segment groups of the spec with translated names. */
export const DEMO_SEGMENT_GROUPS: SegmentGroupSeed[] = [
  {
    key: 'time',
    names: names('Dienstverband', 'Hours', 'Program'),
    segments: [
      { key: 'fulltime', names: names('Fulltime', 'Full time', 'Normă întreagă') },
      { key: 'parttime', names: names('Parttime', 'Part time', 'Part-time') },
      { key: 'freelance', names: names('Freelance', 'Freelance', 'Freelance') },
    ],
  },
  {
    key: 'education',
    // Named as the blocks' default texts name the group (the home page's segment tabs), so one
    // board calls it one thing (QA: 'Educație' in the filters, 'Nivel de studii' on the home page).
    names: names('Opleidingsniveau', 'Education level', 'Nivel de studii'),
    segments: [
      { key: 'mbo', names: names('MBO', 'Vocational', 'Profesional') },
      { key: 'hbo', names: names('HBO', 'Bachelor', 'Licență') },
      { key: 'wo', names: names('WO', 'Master', 'Master') },
    ],
  },
  {
    key: 'career_level',
    names: names('Ervaring', 'Career level', 'Nivel de carieră'),
    segments: [
      { key: 'starter', names: names('Starter', 'Entry level', 'Începător') },
      { key: 'medior', names: names('Medior', 'Mid level', 'Mediu') },
      { key: 'senior', names: names('Senior', 'Senior', 'Senior') },
    ],
  },
  {
    key: 'contract',
    names: names('Contract', 'Contract', 'Contract'),
    segments: [
      { key: 'permanent', names: names('Vast', 'Permanent', 'Permanent') },
      { key: 'temporary', names: names('Tijdelijk', 'Temporary', 'Temporar') },
      { key: 'internship', names: names('Stage', 'Internship', 'Stagiu') },
    ],
  },
  {
    key: 'industry',
    names: names('Branche', 'Industry', 'Domeniu'),
    segments: [
      { key: 'ict', names: names('ICT', 'IT', 'IT') },
      { key: 'zorg', names: names('Zorg', 'Healthcare', 'Sănătate') },
      { key: 'onderwijs', names: names('Onderwijs', 'Teaching', 'Învățământ') },
      { key: 'logistiek', names: names('Logistiek', 'Logistics', 'Logistică') },
      { key: 'financieel', names: names('Financieel', 'Finance', 'Finanțe') },
      { key: 'bouw', names: names('Bouw', 'Construction', 'Construcții') },
    ],
  },
];

/** Countries with dial codes; the board searches places in NL and BE. */
export const DEMO_COUNTRIES = [
  { code: 'NL', name: 'Nederland', dial_code: '31', priority: 0 },
  { code: 'BE', name: 'België', dial_code: '32', priority: 0 },
  { code: 'DE', name: 'Duitsland', dial_code: '49', priority: 0 },
  { code: 'RO', name: 'Roemenië', dial_code: '40', priority: 0 },
  { code: 'GB', name: 'Verenigd Koninkrijk', dial_code: '44', priority: 0 },
  { code: 'US', name: 'Verenigde Staten', dial_code: '1', priority: 0 },
  { code: 'CA', name: 'Canada', dial_code: '1', priority: 1 },
  { code: 'FR', name: 'Frankrijk', dial_code: '33', priority: 0 },
] as const;

/**
 * One product of every catalogue type, all offered by the demo board; job postings are the ones
 * the web shop shows, the up-sell the one an employer buys for an online job (`/jobs/{id}/up-sell`).
 * `name` is the Dutch name (the board's default language), `names` the name in every locale.
 */
export const DEMO_PRODUCTS = [
  {
    name: 'Vacature Basis',
    names: names('Vacature Basis', 'Job Posting Basic', 'Anunț Basic'),
    price: 195,
    product_type: 'job_posting',
    duration: 30,
  },
  {
    name: 'Vacature Plus',
    names: names('Vacature Plus', 'Job Posting Plus', 'Anunț Plus'),
    price: 345,
    product_type: 'job_posting',
    duration: 60,
    discount: 10,
    full_price: 383,
  },
  {
    name: 'Vacature Premium',
    names: names('Vacature Premium', 'Job Posting Premium', 'Anunț Premium'),
    price: 595,
    product_type: 'job_posting',
    duration: 90,
  },
  {
    name: 'Jaarcontract',
    names: names('Jaarcontract', 'Annual contract', 'Contract anual'),
    price: 4950,
    product_type: 'contract',
    duration: 365,
  },
  {
    name: 'Pay per click',
    names: names('Pay per click', 'Pay per click', 'Plată per clic'),
    price: 0.85,
    product_type: 'CPC',
    duration: null,
  },
  {
    name: '10 credits',
    names: names('10 credits', '10 credits', '10 credite'),
    price: 1500,
    product_type: 'credit',
    duration: 365,
  },
  {
    name: 'Maatwerk',
    names: names('Maatwerk', 'Custom package', 'Pachet personalizat'),
    price: 0,
    product_type: 'custom',
    duration: null,
  },
  {
    name: 'Uitgelichte werkgever',
    names: names('Uitgelichte werkgever', 'Featured employer', 'Angajator recomandat'),
    price: 750,
    product_type: 'featuredEmployer',
    duration: 30,
  },
  {
    name: 'Vacature in de spotlight',
    names: names('Vacature in de spotlight', 'Job in the spotlight', 'Anunț în prim-plan'),
    price: 99,
    product_type: 'jobUpSell',
    duration: 14,
  },
  {
    name: 'Vacatureslot',
    names: names('Vacatureslot', 'Job slot', 'Loc de anunț'),
    price: 1200,
    product_type: 'slot',
    duration: 365,
  },
] as const;

/**
 * The demo board's payment types: invoice (pay later) and the card provider, switched off (this
 * reference server cannot take card payments). `name` is the Dutch name, `names` every locale's.
 */
export const DEMO_PAYMENT_TYPES = [
  {
    name: 'Factuur',
    names: names('Factuur', 'Invoice', 'Factură'),
    third_party: 'invoice',
    active: true,
  },
  {
    name: 'Creditcard',
    names: names('Creditcard', 'Credit card', 'Card de credit'),
    third_party: 'stripe',
    active: false,
  },
] as const;

/**
 * A product's benefits in every locale (`benefits` is a list with `lang`, spec §5): how long a
 * posting stays visible, 30 days for a product without a duration.
 */
export function demoProductBenefits(duration: number | null): { lang: string; text: string }[] {
  const days = duration ?? 30;
  // Romanian puts "de" between a number from 20 on (by its last two digits) and its noun.
  const lastTwo = days % 100;
  const ro = lastTwo === 0 || lastTwo >= 20 ? `${days} de zile` : `${days} zile`;
  return [
    { lang: 'nl', text: `${days} dagen zichtbaar` },
    { lang: 'en-US', text: `Visible for ${days} days` },
    { lang: 'ro', text: `Vizibil timp de ${ro}` },
  ];
}

/**
 * The demo candidate's resume: available, without an uploaded file (upload one to try the
 * download), with one education and one employer history entry.
 */
export const DEMO_RESUME = {
  country: 'NL',
  city: 'Utrecht',
  postal_code: '3511 AB',
  lat: 52.0907,
  lon: 5.1214,
  travel_distance: 30,
  open_to_relocate: false,
  position: 'Software ontwikkelaar',
  info: 'Full-stack ontwikkelaar met vijf jaar ervaring in TypeScript en PostgreSQL.',
  salary_type: 'month',
  salary_min: 4000,
  phone_number: '+31 6 12345678',
  status: 'available',
  education: [
    {
      type: 'hbo',
      name: 'HBO-ICT',
      institution: 'Hogeschool Utrecht',
      place: 'Utrecht',
      description: 'Software Engineering',
      from: '2012-09-01',
      till: '2016-07-01',
    },
  ],
  employer_history: [
    {
      name: 'Software ontwikkelaar',
      institution: 'Digitaal Bureau Utrecht',
      place: 'Utrecht',
      description: 'Webapplicaties in TypeScript voor klanten in de zorg.',
      from: '2016-09-01',
      till: null,
    },
  ],
} as const;

/** The motivation of the demo candidate's applications to the demo employer's jobs. */
export const DEMO_APPLICATION_MOTIVATION =
  'Beste lezer,\n\nMet veel enthousiasme reageer ik op deze vacature. Graag vertel ik u meer in een gesprek.\n\nMet vriendelijke groet,\nSanne';

/** The introduction of the demo employer's contact request for the demo candidate's resume. */
export const DEMO_CONTACT_INTRODUCTION =
  'Hallo Sanne, wij zoeken een ontwikkelaar voor ons team in Utrecht. Zullen we kennismaken?';

/**
 * First-level region names by GeoNames admin1 code for the countries the product supports
 * (nl, ro). The city data carries only the code; a full admin1 table would add a dependency for
 * two countries.
 */
const regionNamesByCountry: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NL: {
    '01': 'Drenthe',
    '02': 'Friesland',
    '03': 'Gelderland',
    '04': 'Groningen',
    '05': 'Limburg',
    '06': 'Noord-Brabant',
    '07': 'Noord-Holland',
    '09': 'Utrecht',
    '10': 'Zeeland',
    '11': 'Zuid-Holland',
    '15': 'Overijssel',
    '16': 'Flevoland',
  },
  RO: {
    '01': 'Alba',
    '02': 'Arad',
    '03': 'Argeș',
    '04': 'Bacău',
    '05': 'Bihor',
    '06': 'Bistrița-Năsăud',
    '07': 'Botoșani',
    '08': 'Brăila',
    '09': 'Brașov',
    '10': 'București',
    '11': 'Buzău',
    '12': 'Caraș-Severin',
    '13': 'Cluj',
    '14': 'Constanța',
    '15': 'Covasna',
    '16': 'Dâmbovița',
    '17': 'Dolj',
    '18': 'Galați',
    '19': 'Gorj',
    '20': 'Harghita',
    '21': 'Hunedoara',
    '22': 'Ialomița',
    '23': 'Iași',
    '25': 'Maramureș',
    '26': 'Mehedinți',
    '27': 'Mureș',
    '28': 'Neamț',
    '29': 'Olt',
    '30': 'Prahova',
    '31': 'Sălaj',
    '32': 'Satu Mare',
    '33': 'Sibiu',
    '34': 'Suceava',
    '35': 'Teleorman',
    '36': 'Timiș',
    '37': 'Tulcea',
    '38': 'Vaslui',
    '39': 'Vâlcea',
    '40': 'Vrancea',
    '41': 'Călărași',
    '42': 'Giurgiu',
    '43': 'Ilfov',
  },
};

/** The region's name where known, else the admin code as the data gives it. */
export function regionName(countryCode: string, adminCode: string): string {
  return regionNamesByCountry[countryCode]?.[adminCode] ?? adminCode;
}

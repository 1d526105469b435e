/**
 * Local names that the city data lacks, by GeoNames id. The data names these cities in English
 * only, while visitors of a Dutch or Romanian board type the local name.
 */
export const placeAliases: ReadonlyMap<number, readonly string[]> = new Map([
  [2747373, ['Den Haag', "'s-Gravenhage"]],
  [2747351, ['Den Bosch']],
  [683506, ['București']],
]);

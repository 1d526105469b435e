import { array, integer, type Struct, type } from 'superstruct';

/** A page of a list as the API answers it. */
export type ListAnswer<T> = { data: T[]; total: number };

/** The struct of a list answer whose items match `item`. */
export function ListAnswer<T, S>(item: Struct<T, S>): Struct<ListAnswer<T>, unknown> {
  return type({ data: array(item), total: integer() });
}

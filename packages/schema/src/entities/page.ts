import { array, type Infer, integer, optional, string, type } from 'superstruct';
import { Block } from './block';

/** A page's label, title and description in one locale. */
export const PageSettings = type({
  id: optional(integer()),
  page_id: integer(),
  /** Uppercased locale code, e.g. `NL`, `EN-US`. */
  locale: string(),
  settings: type({
    page_label: string(),
    page_title: string(),
    page_description: string(),
  }),
});
export type PageSettings = Infer<typeof PageSettings>;

/** A page of a site: its type, its path per locale and its blocks in order. */
export const Page = type({
  id: integer(),
  /** The page type id, e.g. `p-home`. */
  key: string(),
  /** A JSON string of `Record<locale, path>`; read it with `parsePagePath`. */
  path: string(),
  settings: array(PageSettings),
  blocks: array(Block),
});
export type Page = Infer<typeof Page>;

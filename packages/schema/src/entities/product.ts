import {
  array,
  boolean,
  coerce,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  optional,
  string,
  type,
} from 'superstruct';

/**
 * Product types: the catalogue's types plus `job_posting`, the spelling seen in site data
 * (`contract` appears in both).
 */
export const PRODUCT_TYPES = [
  'contract',
  'CPC',
  'credit',
  'custom',
  'featuredEmployer',
  'jobPosting',
  'jobUpSell',
  'slot',
  'job_posting',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** One selling point of a product, in one language. */
export const ProductBenefit = type({
  lang: string(),
  text: string(),
});
export type ProductBenefit = Infer<typeof ProductBenefit>;

function parseJsonList(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Benefits arrive as a list or as that list serialised to JSON; `create()` reads both. */
const ProductBenefits = coerce(array(ProductBenefit), string(), parseJsonList);

/** Something an employer buys: a job posting, a contract, credits, a slot, ... */
export const Product = type({
  id: integer(),
  name: string(),
  price: number(),
  active: boolean(),
  product_type: enums(PRODUCT_TYPES),
  /** An external shop page; products with one are bought there, not through our order flow. */
  purchase_url: optional(nullable(string())),
  benefits: optional(ProductBenefits),
  /** How long a posting or contract runs, in days. */
  duration: optional(nullable(integer())),
  /** Discount in percent of the full price. */
  discount: optional(nullable(number())),
  full_price: optional(nullable(number())),
  /** The product's id on the job board, used as `product_job_board_id` in orders. */
  product_job_board_id: optional(integer()),
});
export type Product = Infer<typeof Product>;

import { boolean, enums, type Infer, integer, nullable, optional, string, type } from 'superstruct';

export const ARTICLE_TYPES = ['news'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** A CMS article (`GET /cms`, `GET /cms/slug/{slug}`). */
export const Article = type({
  id: integer(),
  type: enums(ARTICLE_TYPES),
  locale: string(),
  active: boolean(),
  slug: string(),
  title: string(),
  description: optional(nullable(string())),
  /** HTML. */
  text: optional(nullable(string())),
  thumbnail: optional(nullable(string())),
  image: optional(nullable(string())),
  created_at: optional(string()),
});
export type Article = Infer<typeof Article>;

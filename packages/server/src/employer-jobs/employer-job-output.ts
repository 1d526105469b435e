import type { Job, JobBoardRef, Product } from '@jobboard/schema';
import type { Db, JobRow } from '../db/database';
import type { BoardSegment } from '../jobs/board-segments';
import { toJob } from '../jobs/job-output';
import { localizedName } from '../orders/localized-name';

/** The relations `with=` may load, comma separated. */
export const JOB_RELATIONS = ['job_boards', 'product'] as const;
export type JobRelation = (typeof JOB_RELATIONS)[number];

/**
 * A job as the employer sees it: the public job's shape (the same `toJob`, so nothing more is
 * told than a visitor reads, `client_id` included) plus `created_at`, and the relations asked for.
 */
export type EmployerJob = Omit<Job, 'job_boards' | 'product'> & {
  id: number;
  created_at: string;
  job_boards?: JobBoardRef[];
  product?: Product | null;
};

/**
 * Jobs of one board as the employer API answers them, relations loaded once for all, the
 * product named in `locale` (the request's). `status` is read at `now` (the time the request's
 * list filter used): an active or paused job past its `till` is `expired` ({@link jobStatusAt}).
 */
export async function toEmployerJobs(
  db: Db,
  rows: JobRow[],
  segments: Map<number, BoardSegment>,
  relations: ReadonlySet<JobRelation>,
  locale: string,
  now: Date = new Date(),
): Promise<EmployerJob[]> {
  const boards = relations.has('job_boards') ? await loadBoardNames(db, rows) : undefined;
  const products = relations.has('product') ? await loadProducts(db, rows, locale) : undefined;
  return rows.map((row) => {
    const { job_boards: _boards, product: _product, ...publicJob } = toJob(row, segments, { now });
    const job: EmployerJob = {
      ...publicJob,
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
    };
    if (boards) {
      const name = boards.get(row.job_board_id);
      job.job_boards = name === undefined ? [] : [{ id: row.job_board_id, name }];
    }
    if (products) {
      job.product = row.product_id === null ? null : (products.get(row.product_id) ?? null);
    }
    return job;
  });
}

async function loadBoardNames(db: Db, rows: JobRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.job_board_id))];
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom('job_boards')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((board) => [board.id, board.name]));
}

/**
 * The jobs' products in the shape of `GET /job-boards/{id}/products` (without the offer id),
 * named in `locale` as it names them.
 */
async function loadProducts(db: Db, rows: JobRow[], locale: string): Promise<Map<number, Product>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id]))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  return new Map(
    found.map((product) => [
      product.id,
      {
        id: product.id,
        name: localizedName(product, locale),
        price: product.price,
        active: product.active,
        product_type: product.product_type as Product['product_type'],
        purchase_url: product.purchase_url,
        benefits: product.benefits,
        duration: product.duration,
        discount: product.discount,
        full_price: product.full_price,
      },
    ]),
  );
}

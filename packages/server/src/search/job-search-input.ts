import type { ApiSort } from '@jobboard/schema';
import type { RadiusFilter } from './radius';

/** A job search after validation: what `searchJobs` filters, sorts and pages by. */
export interface JobSearchInput {
  jobBoardId: number;
  search?: string | undefined;
  /** A place name to match when no coordinates are given. */
  locationName?: string | undefined;
  radius?: RadiusFilter | undefined;
  /** Segment ids grouped by segment group: any of a group, every group (facet semantics). */
  segmentGroups?: number[][] | undefined;
  /**
   * Every segment id of each group in `segmentGroups`, in its order: a group's segments are
   * counted without that group's own choice (see `searchJobs`).
   * @default each group's chosen ids only
   */
  segmentGroupMembers?: number[][] | undefined;
  organisationId?: number | undefined;
  organisationName?: string | undefined;
  /**
   * The request may not see who posted the jobs (`hidesEmployer`: a guest of a site that
   * anonymizes jobs): keywords leave the organisation's name out, the organisation filters
   * find nothing or are left out (see `searchJobs`).
   */
  hidesEmployer?: boolean | undefined;
  /** Yearly salary bounds, inclusive. */
  salaryYear?: readonly [number, number] | undefined;
  productIds?: number[] | undefined;
  premium?: boolean | undefined;
  sort: ApiSort;
  /** Up-sold jobs first. */
  boostUpsells?: boolean | undefined;
  /** One job per organisation (featured jobs' `scope=group_organisations`). */
  groupOrganisations?: boolean | undefined;
  excludeJobIds?: number[] | undefined;
  limit: number;
  offset: number;
}

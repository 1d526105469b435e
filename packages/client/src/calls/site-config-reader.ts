import { SiteConfig } from '@jobboard/schema';
import { readData } from '../read-data';

/** The configuration answer through its struct: absent lists empty, settings defaulted. */
export function readSiteConfig(body: unknown): SiteConfig {
  return SiteConfig.create(readData(body));
}

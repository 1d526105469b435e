import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

export interface BlockDataConfigProps {
  value: SWRConfiguration;
  children?: ReactNode;
}

/** SWR's configuration of a board (its cache, the server's prefetched data) for its blocks. */
export function BlockDataConfig({ value, children }: BlockDataConfigProps) {
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

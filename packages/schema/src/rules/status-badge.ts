export type StatusBadge = 'active' | 'info' | 'error' | 'dark' | 'default';

const BADGES: Readonly<Record<string, StatusBadge>> = {
  active: 'active',
  yes: 'active',
  available: 'active',
  accepted: 'active',
  signed: 'active',
  success: 'active',
  order: 'info',
  requested: 'info',
  'payment-provider': 'info',
  rejected: 'error',
  declined: 'error',
  finished: 'dark',
};

/** The badge style of a status (product.md §4); statuses the spec does not map are neutral. */
export function statusBadge(status: string | null | undefined): StatusBadge {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(BADGES, key) ? BADGES[key]! : 'default';
}

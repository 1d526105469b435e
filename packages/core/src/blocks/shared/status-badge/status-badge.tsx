import { statusBadge } from '@jobboard/schema';
import type { ReactNode } from 'react';
import { useScopedStyles } from '../../../styles/use-scoped-styles';

/**
 * A status as a badge in the spec's colours (product.md §4: active, yes, available, accepted,
 * signed and success as active; order, requested and payment-provider as info; rejected and
 * declined as error; finished as dark; others neutral). The colour repeats the text, never
 * replaces it.
 */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  useScopedStyles('status-badge', statusBadgeStyles);
  return <span className={`jb-status jb-status--${statusBadge(status)}`}>{children}</span>;
}

/** Each pair of text and background colour has a contrast of 7:1 or more (WCAG AAA). */
export function statusBadgeStyles(r: string): string {
  return `
${r} .jb-status {
  display: inline-block;
  padding: 1px 8px;
  border-radius: 10px;
  background: #f3f4f6;
  color: #374151;
  font-size: 0.875em;
  font-weight: 600;
}
${r} .jb-status--active {
  background: #dcfce7;
  color: #14532d;
}
${r} .jb-status--info {
  background: #dbeafe;
  color: #1e3a8a;
}
${r} .jb-status--error {
  background: #fee2e2;
  color: #7f1d1d;
}
${r} .jb-status--dark {
  background: #1f2937;
  color: #ffffff;
}
`;
}

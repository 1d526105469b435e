import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../theme/contrast';
import { StatusBadge, statusBadgeStyles } from './status-badge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it.each([
    ['accepted', 'active'],
    ['available', 'active'],
    ['active', 'active'],
    ['requested', 'info'],
    ['payment-provider', 'info'],
    ['declined', 'error'],
    ['rejected', 'error'],
    ['finished', 'dark'],
    ['paused', 'default'],
  ])('shows %s as %s, with its text', (status, badge) => {
    render(<StatusBadge status={status}>Text of {status}</StatusBadge>);
    expect(screen.getByText(`Text of ${status}`).className).toBe(`jb-status jb-status--${badge}`);
  });

  it('writes every badge in colours of AA contrast or more', () => {
    const rules = [...statusBadgeStyles('.root').matchAll(/\{([^}]*)\}/g)].map(([, body = '']) => ({
      background: /background: (#[0-9a-f]{6})/.exec(body)?.[1],
      color: /color: (#[0-9a-f]{6})/.exec(body)?.[1],
    }));
    expect(rules).toHaveLength(5);
    for (const { background = '', color = '' } of rules) {
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(7);
    }
  });
});

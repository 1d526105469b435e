import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';
import { renderWithI18n } from './testing/render-with-i18n';
import { PROGRESS_CEILING, progressAt, useProgress } from './use-progress';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('progressAt', () => {
  it.each([
    [0, 0],
    [2500, 67.5],
    [5000, PROGRESS_CEILING],
    [60_000, PROGRESS_CEILING],
  ])('after %i ms: %f', (elapsed, value) => {
    expect(progressAt(elapsed, 5000)).toBeCloseTo(value);
  });

  it('only rises', () => {
    const values = [0, 500, 1000, 2000, 4000, 5000].map((ms) => progressAt(ms, 5000));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('useProgress (200 ms, 5000 ms, 500 ms)', () => {
  it('shows nothing for the first 200 ms', () => {
    const { result } = renderHook(({ active }) => useProgress(active), {
      initialProps: { active: true },
    });
    advance(199);
    expect(result.current.visible).toBe(false);
    advance(1);
    expect(result.current).toEqual({ visible: true, value: 0 });
  });

  it('never shows for work that finishes within 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useProgress(active), {
      initialProps: { active: true },
    });
    advance(150);
    rerender({ active: false });
    advance(1000);
    expect(result.current.visible).toBe(false);
  });

  it('rises towards 90% over about 5 s and stays there', () => {
    const { result } = renderHook(({ active }) => useProgress(active), {
      initialProps: { active: true },
    });
    advance(200 + 2500);
    expect(result.current.value).toBeCloseTo(67.5);
    advance(2500);
    expect(result.current.value).toBeCloseTo(PROGRESS_CEILING);
    advance(10_000);
    expect(result.current.value).toBeCloseTo(PROGRESS_CEILING);
  });

  it('fills on finish and hides 500 ms later', () => {
    const { result, rerender } = renderHook(({ active }) => useProgress(active), {
      initialProps: { active: true },
    });
    advance(1000);
    rerender({ active: false });
    expect(result.current).toEqual({ visible: true, value: 100 });
    advance(499);
    expect(result.current.visible).toBe(true);
    advance(1);
    expect(result.current).toEqual({ visible: false, value: 0 });
  });

  it('continues on the shown bar when work resumes before it hid', () => {
    const { result, rerender } = renderHook(({ active }) => useProgress(active), {
      initialProps: { active: true },
    });
    advance(1000);
    rerender({ active: false });
    advance(200);
    rerender({ active: true });
    advance(1000);
    expect(result.current.visible).toBe(true);
    expect(result.current.value).toBeLessThan(100);
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar with aria values while shown', async () => {
    const view = await renderWithI18n(<ProgressBar active />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    advance(200 + 5000);
    const bar = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    view.rerender(<ProgressBar active={false} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    advance(500);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

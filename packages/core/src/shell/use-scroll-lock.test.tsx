import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

function Dialog() {
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock(ref);
  return <div ref={ref} role="dialog" />;
}

function Page({ dialogs }: { dialogs: number }) {
  return (
    <>
      {Array.from({ length: dialogs }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical dialogs
        <Dialog key={index} />
      ))}
    </>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

describe('useScrollLock', () => {
  it('stops the page scrolling while a dialog is open and gives its overflow back', () => {
    document.documentElement.style.overflow = 'scroll';
    const { rerender } = render(<Page dialogs={1} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Page dialogs={0} />);
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('keeps the lock until the last of two dialogs closes', () => {
    const { rerender } = render(<Page dialogs={2} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Page dialogs={1} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Page dialogs={0} />);
    expect(document.documentElement.style.overflow).toBe('');
  });
});

import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollPadding } from './use-scroll-padding';

function Bar({
  side,
  active,
  height = 64,
}: {
  side: 'top' | 'bottom';
  active: boolean;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const reserve = useRef<HTMLDivElement>(null);
  useScrollPadding(ref, side, active, reserve);
  return (
    <>
      <div ref={reserve} data-testid="reserve" />
      <div
        ref={(element) => {
          ref.current = element;
          if (!element) return;
          // happy-dom lays nothing out: the bar's box as a browser would measure it.
          element.getBoundingClientRect = () =>
            side === 'top'
              ? new DOMRect(0, 0, 400, height)
              : new DOMRect(16, window.innerHeight - 16 - 120, 368, 120);
        }}
      />
    </>
  );
}

const padding = (property: string) => document.documentElement.style.getPropertyValue(property);

afterEach(() => document.documentElement.removeAttribute('style'));

describe('useScrollPadding', () => {
  it('keeps focus clear of a bar fixed near the bottom: its height, its 16 px offset and a gap', () => {
    const view = render(<Bar side="bottom" active />);
    expect(padding('scroll-padding-bottom')).toBe(`${120 + 16 + 8}px`);
    // The page's end gets the same room, so its last links can scroll out from under the bar.
    expect(view.getByTestId('reserve').style.height).toBe(`${120 + 16 + 8}px`);
    view.rerender(<Bar side="bottom" active={false} />);
    expect(padding('scroll-padding-bottom')).toBe('');
  });

  it.each(['top', 'bottom'] as const)(
    'gives the board’s root the room of a bar at the %s, for what sticks inside the board',
    (side) => {
      const view = render(
        <div className="jb-board">
          <Bar side={side} active />
        </div>,
      );
      const root = view.container.querySelector<HTMLElement>('.jb-board');
      const room = side === 'top' ? '72px' : `${120 + 16 + 8}px`;
      expect(root?.style.getPropertyValue(`--jb-covered-${side}`)).toBe(room);
      view.rerender(
        <div className="jb-board">
          <Bar side={side} active={false} />
        </div>,
      );
      expect(root?.style.getPropertyValue(`--jb-covered-${side}`)).toBe('');
    },
  );

  it('keeps focus clear of a sticky bar at the top: its height and a gap', () => {
    const view = render(<Bar side="top" active />);
    expect(padding('scroll-padding-top')).toBe('72px');
    view.unmount();
    expect(padding('scroll-padding-top')).toBe('');
  });

  it('keeps at most half the window clear of a bar taller than that (an open menu)', () => {
    render(<Bar side="top" active height={window.innerHeight + 100} />);
    expect(padding('scroll-padding-top')).toBe(`${Math.ceil(window.innerHeight / 2) + 8}px`);
  });

  it('gives back the page’s own scroll padding when the bar goes', () => {
    document.documentElement.style.setProperty('scroll-padding-top', '10px');
    const view = render(<Bar side="top" active />);
    expect(padding('scroll-padding-top')).toBe('72px');
    view.unmount();
    expect(padding('scroll-padding-top')).toBe('10px');
  });

  describe('a control focused partly under a bottom bar', () => {
    const barTop = window.innerHeight - 16 - 120;
    function focusAt(element: HTMLElement, top: number, height: number) {
      element.getBoundingClientRect = () => new DOMRect(0, top, 300, height);
      document.body.append(element);
      element.focus();
    }
    afterEach(() => {
      for (const node of document.body.querySelectorAll('[data-focus-test]')) node.remove();
    });

    it('is scrolled clear, its top kept in view', () => {
      const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
      render(<Bar side="bottom" active />);
      const field = document.createElement('textarea');
      field.dataset.focusTest = '';
      focusAt(field, barTop - 40, 100);
      // Its bottom 8 px above the bar's top.
      expect(scrollBy).toHaveBeenCalledWith({ top: 100 - 40 + 8 });
      scrollBy.mockRestore();
    });

    it('leaves an element the board focused to orient (tabindex -1) where it is', () => {
      const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
      render(<Bar side="bottom" active />);
      const main = document.createElement('main');
      main.dataset.focusTest = '';
      main.tabIndex = -1;
      focusAt(main, 57, window.innerHeight * 3);
      expect(scrollBy).not.toHaveBeenCalled();
      scrollBy.mockRestore();
    });
  });

  it('sets nothing while inactive', () => {
    render(<Bar side="bottom" active={false} />);
    expect(padding('scroll-padding-bottom')).toBe('');
  });
});

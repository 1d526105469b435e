import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogFocus } from './use-dialog-focus';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useDialogFocus(dialog, onClose);
  return (
    <div ref={dialog} role="dialog" aria-label="Settings" tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button">First</button>
      {/* A message the dialog focuses (an order placed), which Tab does not stop at. */}
      <div role="status" tabIndex={-1}>
        Sent
      </div>
      <button type="button">Second</button>
      <div role="note" tabIndex={-1}>
        Last words
      </div>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function openDialog() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('useDialogFocus', () => {
  it('moves focus in, and back to the opener on close', () => {
    const { opener } = openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('brings focus that reached the page behind back to where it was in the dialog', () => {
    openDialog();
    const second = screen.getByRole('button', { name: 'Second' });
    second.focus();
    screen.getByRole('link', { name: 'Behind' }).focus();
    expect(document.activeElement).toBe(second);
    // Escape goes on working, since the focus is in the dialog.
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cycles with Tab and Shift+Tab, also from a focused element Tab does not stop at', () => {
    const { dialog } = openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    const tab = (shiftKey = false) => {
      const active = document.activeElement as HTMLElement;
      // The browser's own move is left out: a Tab the hook did not take would stay here.
      const taken = !fireEvent.keyDown(active, { key: 'Tab', shiftKey });
      return taken ? document.activeElement : active;
    };
    second.focus();
    expect(tab()).toBe(first);
    expect(tab(true)).toBe(second);
    screen.getByRole('status').focus();
    expect(tab()).toBe(second);
    screen.getByRole('status').focus();
    expect(tab(true)).toBe(first);
    // Past the last control, and before the first: around.
    screen.getByRole('note').focus();
    expect(tab()).toBe(first);
    dialog.focus();
    expect(tab(true)).toBe(second);
    dialog.focus();
    expect(tab()).toBe(first);
  });

  it('brings focus back that went nowhere (a click on the backdrop)', async () => {
    openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    first.blur();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});

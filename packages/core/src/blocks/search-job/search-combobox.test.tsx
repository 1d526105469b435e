import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchCombobox } from './search-combobox';

// Its own file: the listbox part must not be loaded yet when the field is first focused.

afterEach(cleanup);

function Field({ value }: { value: string }) {
  return (
    <>
      <label htmlFor="keyword">Keyword</label>
      <SearchCombobox<string>
        id="keyword"
        value={value}
        onValueChange={() => undefined}
        options={[]}
        optionKey={(option) => option}
        optionLabel={(option) => option}
        onChoose={() => undefined}
        placeholder="Job title"
        listLabel="Suggestions"
        clearLabel="Clear"
        onClear={() => undefined}
      />
    </>
  );
}

describe('a combobox in a shadow root (shadow isolation)', () => {
  it('keeps the focus when the listbox part replaces the plain input', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const view = render(<Field value="" />, { container });
    const plain = within(container).getByRole('combobox', { name: 'Keyword' });
    plain.focus();
    fireEvent.focus(plain);
    expect(shadow.activeElement).toBe(plain);
    view.rerender(<Field value="d" />);
    await waitFor(() =>
      expect(within(container).getByRole('combobox', { name: 'Keyword' })).not.toBe(plain),
    );
    expect(shadow.activeElement).toBe(within(container).getByRole('combobox', { name: 'Keyword' }));
    host.remove();
  });
});

// The notice a block gives for the next page (SessionActions.announce): shown on the next page
// only, closed with its button, or taken back before the visitor goes on.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionActionsContext } from '../blocks/shared/session-role-context';
import { useBlockContext } from '../blocks-runtime/use-block-context';
import { handles, setUp, testTextBlockOf, texts } from './testing/mount-fixtures';
import { unmountBoards } from './testing/server-page';

afterEach(() => unmountBoards(handles));

// Nested in 'mount()' as it was written there: the tests keep their full names.
describe('mount()', () => {
  describe('a notice a block gives for the next page (SessionActions.announce)', () => {
    /** The test text block with buttons that give a notice and go to another page. */
    const announcing = testTextBlockOf(({ text }) => {
      const { navigate } = useBlockContext();
      const session = useContext(SessionActionsContext);
      return (
        <>
          <p data-testid="text">{text}</p>
          <button type="button" onClick={() => session?.announce('Welkom!')}>
            announce
          </button>
          <button type="button" onClick={() => session?.announce(null)}>
            take back
          </button>
          <button type="button" onClick={() => navigate('/vacatures')}>
            jobs
          </button>
          <button type="button" onClick={() => navigate('/')}>
            home
          </button>
        </>
      );
    });
    const click = async (element: HTMLElement, name: string) =>
      fireEvent.click(await within(element).findByRole('button', { name }));
    const notice = (element: HTMLElement) =>
      element.querySelector('.jb-board-notice [role="status"]')?.textContent ?? null;

    it('shows it on the next page only, until the visitor goes on', async () => {
      const { element, handle } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      // Not on the page it was given on: it is for where the visitor goes next.
      await waitFor(() => expect(element.querySelector('.jb-board-notice')).not.toBeNull());
      expect(notice(element)).toBe('');
      handle.navigate('/vacatures');
      await waitFor(() => expect(notice(element)).toBe('Welkom!'));
      // The first thing of the page's content, in its <main>: after the skip link and the
      // navigation, so the skip link stays the first stop.
      const shown = element.querySelector('.jb-board-notice--shown') as HTMLElement;
      expect(shown.parentElement?.tagName).toBe('MAIN');
      await click(element, 'home');
      await waitFor(() => expect(notice(element)).toBe(''));
      await click(element, 'jobs');
      await waitFor(() => expect(texts(element)).toHaveLength(1));
      expect(notice(element)).toBe('');
    });

    it('closes with its button, the focus going to the page', async () => {
      const { element } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      await click(element, 'jobs');
      await waitFor(() => expect(notice(element)).toBe('Welkom!'));
      await click(element, 'Sluiten');
      expect(notice(element)).toBe('');
      expect(within(element).queryByRole('button', { name: 'Sluiten' })).toBeNull();
      expect(element.querySelector('main')?.contains(document.activeElement)).toBe(true);
    });

    it('shows nothing once taken back', async () => {
      const { element } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      await click(element, 'take back');
      await click(element, 'jobs');
      await waitFor(() => expect(element.querySelector('.jb-board-notice')).not.toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notice(element)).toBe('');
    });
  });
});

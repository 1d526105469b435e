import type { ClientMembership } from '@jobboard/schema';
import { type FormEvent, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { companyMessages } from '../../i18n/messages/company-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { isUserDataKey } from '../../session/user-data-requests';
import { useBoardId } from '../../shell/board-id';
import { AccountField } from '../shared/account-form/account-field';
import { SessionActionsContext, SessionUserContext } from '../shared/session-role-context';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { useListChange } from './use-list-change';

/** The longest company name the API takes. */
const NAME_MAX_LENGTH = 200;

/** Told by a section of the company tab when one of its changes starts (bubbling to the tab). */
const CHANGE_STARTS = 'jb-company-tab-change';

/**
 * One outcome at a time on the company tab: the companies and the current company's users each
 * show theirs, and a change starting in one (the returned call) empties the other's, so a status
 * such as `You now work for Acme.` does not stay beside a later one. `section` is the caller's
 * section, a child of the tab; `clear` empties its own outcome.
 */
export function useOneOutcome(
  section: RefObject<HTMLElement | null>,
  clear: () => void,
): () => void {
  const clearOwn = useRef(clear);
  clearOwn.current = clear;
  useEffect(() => {
    const own = section.current;
    const tab = own?.parentElement;
    if (!own || !tab) return;
    const onChange = (event: Event) => {
      if (event.target !== own) clearOwn.current();
    };
    tab.addEventListener(CHANGE_STARTS, onChange);
    return () => tab.removeEventListener(CHANGE_STARTS, onChange);
  }, [section]);
  return () => section.current?.dispatchEvent(new Event(CHANGE_STARTS, { bubbles: true }));
}

export interface ClientCompaniesProps {
  context: Pick<BlockContext, 'client'>;
}

/**
 * The companies the employer belongs to (`User.clients`): the one they work for now, a button to
 * switch to each other one (`PUT /users/{id}/switch`), and a form that adds a company
 * (`POST /client`). A switch drops the board's reads of the employer's data, which name the user
 * and not the company, and loads the user again: the tabs then show the new company's.
 */
export function ClientCompanies({ context }: ClientCompaniesProps) {
  const { _ } = useBoardI18n();
  const id = useBoardId();
  const user = useContext(SessionUserContext);
  const session = useContext(SessionActionsContext);
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const switchButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  const nameField = () => form.current?.querySelector('input');
  const change = useListChange(async () => session?.reloadUser());
  const starts = useOneOutcome(section, change.clear);
  const companies = user?.clients ?? [];

  const switchTo = async (company: ClientMembership) => {
    if (change.busy) return;
    starts();
    const done = await change.act(
      async () => {
        await context.client.employer.switchUser(company.id);
        // The old company's reads go; those on screen are read again for the new one.
        void mutate(isUserDataKey, undefined, { revalidate: true });
      },
      _(errorMessages.actionFailed),
      _(companyMessages.switched(company.name)),
    );
    // The pressed button is gone with the switch: the focus goes to the list's heading.
    if (done) focusAfterRender(() => heading.current);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (change.busy) return;
    starts();
    change.clear();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(_(contentMessages.fieldRequired(_(companyMessages.newCompanyName))));
      focusAfterRender(nameField);
      return;
    }
    setNameError('');
    let uuid: string | undefined;
    const done = await change.act(
      async () => {
        uuid = (await context.client.employer.createClientAccount({ name: trimmed })).uuid;
      },
      _(errorMessages.actionFailed),
      _(companyMessages.added(trimmed)),
    );
    if (!done) return;
    setAdding(false);
    setName('');
    // On to the new company's switch button, the next step.
    focusAfterRender(() => (uuid && switchButtons.current.get(uuid)) || addButton.current);
  };

  return (
    <section ref={section} className="jb-account-page__section" aria-labelledby={`${id}-companies`}>
      <h3 ref={heading} id={`${id}-companies`} tabIndex={-1}>
        {_(companyMessages.companies)}
      </h3>
      <ul className="jb-account-page__list">
        {companies.map((company) => (
          <li key={company.uuid} className="jb-account-page__item">
            <strong>{company.name}</strong>
            {company.current ? (
              <p>{_(companyMessages.current)}</p>
            ) : (
              <p className="jb-account-page__actions">
                <button
                  type="button"
                  className="jb-button jb-button--info"
                  ref={(element) => {
                    if (element) switchButtons.current.set(company.uuid, element);
                    else switchButtons.current.delete(company.uuid);
                  }}
                  aria-disabled={change.busy || undefined}
                  onClick={() => void switchTo(company)}
                >
                  {_(companyMessages.switchTo(company.name))}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
      {change.regions}
      {adding ? (
        <form
          ref={form}
          className="jb-account__form"
          aria-labelledby={`${id}-add-company`}
          noValidate
          onSubmit={(e) => void add(e)}
        >
          <h4 id={`${id}-add-company`}>{_(companyMessages.addCompany)}</h4>
          <AccountField
            id={`${id}-new-company`}
            name="name"
            label={_(companyMessages.newCompanyName)}
            autoComplete="organization"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={setName}
            error={nameError || undefined}
          />
          <p className="jb-account-page__actions">
            <button type="submit" className="jb-button" aria-disabled={change.busy || undefined}>
              {_(companyMessages.saveCompany)}
            </button>
            <button
              type="button"
              className="jb-button jb-button--secondary"
              onClick={() => {
                setAdding(false);
                setNameError('');
                focusAfterRender(() => addButton.current);
              }}
            >
              {_(accountPageMessages.cancel)}
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            ref={addButton}
            type="button"
            className="jb-button jb-button--secondary"
            onClick={() => {
              starts();
              change.clear();
              setAdding(true);
              focusAfterRender(nameField);
            }}
          >
            {_(companyMessages.addCompany)}
          </button>
        </p>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';

export interface OrganisationSearchFormProps {
  /** The search the list shows now. */
  search: string;
  onSearch: (search: string) => void;
}

/** The search field of the organisation search, with its label and submit button. */
export function OrganisationSearchForm({ search, onSearch }: OrganisationSearchFormProps) {
  const { _ } = useBoardI18n();
  const inputId = useBoardId();
  const [value, setValue] = useState(search);
  // The field follows the list's search when it changes (a search sent, back and forward), and
  // stays mounted: re-created, it took the focus of the visitor who had just pressed Enter in it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setValue(search);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search>
      <form className="jb-organisation-search__form" onSubmit={onSubmit}>
        <label className="jb-label" htmlFor={inputId}>
          {_(collectionMessages.searchOrganisations)}
        </label>
        <div className="jb-organisation-search__row">
          <input
            id={inputId}
            className="jb-input"
            type="search"
            name="search"
            value={value}
            placeholder={_(collectionMessages.organisationSearchPlaceholder)}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <button className="jb-button" type="submit">
            {_(searchMessages.search)}
          </button>
        </div>
      </form>
    </search>
  );
}

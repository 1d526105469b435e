import { isApiError } from '@jobboard/client';
import type { ClientUser } from '@jobboard/schema';
import { type FormEvent, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { accountMessages } from '../../i18n/messages/account-messages';
import { companyMessages } from '../../i18n/messages/company-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { translateText } from '../../i18n/translate-text';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useBoardId } from '../../shell/board-id';
import { AccountField } from '../shared/account-form/account-field';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { LoadingNotice, ReadFailure } from './account-notices';
import { useOneOutcome } from './client-companies';
import { ConfirmQuestion } from './confirm-question';
import { useListChange } from './use-list-change';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The users of the employer's current company (`GET /client/users`); the key names the user. */
export function clientUsersRequest(userUuid: string): DataRequest<ClientUser[]> {
  return createDataRequest(USER_DATA_REQUESTS.clientUsers, { user: userUuid }, (client) =>
    client.employer.listClientUsers(),
  );
}

/** A user as the list names them: their names, else their email. */
function shownName(user: ClientUser): string {
  return `${user.given_name} ${user.family_name}`.trim() || user.email;
}

export interface ClientUsersProps {
  context: Pick<BlockContext, 'client'>;
  /** The logged-in employer, who cannot remove themselves (nor anyone the company's owner). */
  userUuid: string;
}

/**
 * The users of the employer's current company: each with their email, the owner and the
 * logged-in employer marked, and a button that removes any other but the owner (whom the API keeps)
 * after a question, which Escape cancels as Cancel does; and a form that invites someone by email
 * (`POST /client/users`).
 */
export function ClientUsers({ context, userUuid }: ClientUsersProps) {
  const { _, i18n } = useBoardI18n();
  const id = useBoardId();
  const read = useBlockData(clientUsersRequest(userUuid));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  const change = useListChange(() => read.mutate());
  const starts = useOneOutcome(section, change.clear);
  const calls = context.client.employer;

  const cancelRemove = (userId: number) => {
    setConfirming(null);
    focusAfterRender(() => removeButtons.current.get(userId));
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (change.busy) return;
    starts();
    change.clear();
    const trimmed = email.trim();
    if (!EMAIL.test(trimmed)) {
      setEmailError(
        trimmed
          ? _(contentMessages.emailInvalid)
          : _(contentMessages.fieldRequired(_(accountMessages.email))),
      );
      focusAfterRender(() => form.current?.querySelector('input'));
      return;
    }
    setEmailError('');
    const done = await change.act(
      () => calls.inviteClientUser({ email: trimmed }),
      _(errorMessages.actionFailed),
      _(companyMessages.invited(trimmed)),
      (error) => {
        // A refusal of the address (already a user of the company) goes on its field.
        const texts = isApiError(error) && error.status < 500 ? error.fieldErrors.email : undefined;
        if (!texts?.length) return false;
        setEmailError(texts.map((text) => translateText(i18n, text)).join('\n'));
        focusAfterRender(() => form.current?.querySelector('input'));
        return true;
      },
    );
    if (done) setEmail('');
  };

  let list = <LoadingNotice />;
  if (read.error !== undefined && read.data === undefined) {
    list = <ReadFailure onRetry={() => read.mutate()} />;
  } else if (read.data) {
    list = (
      <ul className="jb-account-page__list">
        {read.data.map((user) => {
          const name = shownName(user);
          const marks = [
            user.owner ? _(companyMessages.owner) : '',
            user.uuid === userUuid ? _(companyMessages.you) : '',
          ].filter(Boolean);
          return (
            <li key={user.id} className="jb-account-page__item">
              <strong>{name}</strong>
              {marks.length > 0 ? ` (${marks.join(', ')})` : null}
              {name === user.email ? null : (
                <>
                  <br />
                  {user.email}
                </>
              )}
              {user.uuid === userUuid || user.owner ? null : confirming === user.id ? (
                <ConfirmQuestion
                  question={_(companyMessages.confirmRemove(name))}
                  confirmLabel={_(companyMessages.remove(name))}
                  busy={change.busy}
                  onCancel={() => cancelRemove(user.id)}
                  onConfirm={async () => {
                    if (change.busy) return;
                    starts();
                    const removed = await change.act(
                      () => calls.removeClientUser(user.id),
                      _(errorMessages.actionFailed),
                      _(companyMessages.removed(name)),
                    );
                    setConfirming(null);
                    focusAfterRender(() =>
                      removed ? heading.current : removeButtons.current.get(user.id),
                    );
                  }}
                />
              ) : (
                <p className="jb-account-page__actions">
                  <button
                    type="button"
                    className="jb-button jb-button--plain"
                    ref={(element) => {
                      if (element) removeButtons.current.set(user.id, element);
                      else removeButtons.current.delete(user.id);
                    }}
                    onClick={() => {
                      starts();
                      change.clear();
                      setConfirming(user.id);
                    }}
                  >
                    {_(companyMessages.remove(name))}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section ref={section} className="jb-account-page__section" aria-labelledby={`${id}-users`}>
      <h3 ref={heading} id={`${id}-users`} tabIndex={-1}>
        {_(companyMessages.users)}
      </h3>
      {list}
      {change.regions}
      <form ref={form} className="jb-account__form" noValidate onSubmit={(e) => void invite(e)}>
        <h4>{_(companyMessages.invite)}</h4>
        <AccountField
          id={`${id}-invite-email`}
          name="email"
          type="email"
          label={_(accountMessages.email)}
          hint={_(companyMessages.inviteHint)}
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError('');
          }}
          error={emailError || undefined}
        />
        <button
          type="submit"
          className="jb-button jb-account__submit"
          aria-disabled={change.busy || undefined}
        >
          {_(companyMessages.sendInvite)}
        </button>
      </form>
    </section>
  );
}

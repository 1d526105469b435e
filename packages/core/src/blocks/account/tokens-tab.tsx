import { isApiError, type ListResult } from '@jobboard/client';
import type { ApiToken } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { type FormEvent, useContext, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { translateText } from '../../i18n/translate-text';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useBoardId } from '../../shell/board-id';
import { SessionUserContext } from '../shared/session-role-context';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { LoadingNotice, ReadFailure } from './account-notices';
import { ConfirmQuestion } from './confirm-question';
import { useListChange } from './use-list-change';

/** The longest token name the API takes. */
export const TOKEN_NAME_MAX_LENGTH = 100;

/** The employer's tokens for multiposters; the key names the user. */
export function apiTokensRequest(userUuid: string): DataRequest<ListResult<ApiToken>> {
  return createDataRequest(USER_DATA_REQUESTS.apiTokens, { user: userUuid }, (client) =>
    client.employer.listApiTokens(),
  );
}

export interface TokensTabProps {
  context: Pick<BlockContext, 'client'>;
}

/**
 * The employer's tokens for multiposters (spec §3: name, last used, active): a form that creates
 * one and shows its secret once (with a copy button), and each token with when it was last used,
 * a button that switches it off or on, and one that deletes it after a question.
 */
export function TokensTab({ context }: TokensTabProps) {
  const { _, i18n } = useBoardI18n();
  const format = useFormatters();
  const id = useBoardId();
  const user = useContext(SessionUserContext);
  const read = useBlockData(user ? apiTokensRequest(user.uuid) : null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [created, setCreated] = useState<ApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const secretField = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const calls = context.client.employer;

  const change = useListChange(() => read.mutate());
  const { busy } = change;
  const act = (run: () => Promise<unknown>, done: string) =>
    change.act(run, _(errorMessages.actionFailed), done);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(_(accountPageMessages.tokenNameRequired));
      nameField.current?.focus();
      return;
    }
    // Two tokens of one name cannot be told apart in the list (the API refuses it too).
    const lower = trimmed.toLowerCase();
    if (read.data?.items.some((token) => token.name.toLowerCase() === lower)) {
      setNameError(_(errorMessages.tokenNameTaken));
      nameField.current?.focus();
      return;
    }
    setNameError('');
    setCopied(false);
    let token: ApiToken | null = null;
    const done = await change.act(
      async () => {
        token = await calls.createApiToken(trimmed);
      },
      _(errorMessages.actionFailed),
      _(accountPageMessages.tokenCreated(trimmed)),
      // A refusal of the name (one made meanwhile, elsewhere) is the field's error.
      (error) => {
        const refused = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
        if (!refused) return false;
        setNameError(translateText(i18n, refused));
        focusAfterRender(() => nameField.current);
        return true;
      },
    );
    if (!done || !token) return;
    setCreated(token);
    setName('');
    // The secret is shown once: the focus goes to it, selected, for copying.
    focusAfterRender(() => secretField.current);
  };

  const copy = async () => {
    const secret = created?.token;
    const clipboard = secretField.current?.ownerDocument.defaultView?.navigator.clipboard;
    if (!secret) return;
    try {
      await clipboard?.writeText(secret);
      setCopied(Boolean(clipboard));
    } catch {
      setCopied(false);
    }
    if (!clipboard) secretField.current?.select();
  };

  let list = <LoadingNotice />;
  if (read.error !== undefined && read.data === undefined) {
    list = <ReadFailure onRetry={() => read.mutate()} />;
  } else if (read.data && read.data.items.length === 0) {
    list = <p>{_(accountPageMessages.noTokens)}</p>;
  } else if (read.data) {
    list = (
      <ul className="jb-account-page__list">
        {read.data.items.map((token) => {
          const switchLabel: MessageDescriptor = token.active
            ? accountPageMessages.switchOffToken(token.name)
            : accountPageMessages.switchOnToken(token.name);
          return (
            <li key={token.id} className="jb-account-page__item">
              <article aria-label={token.name}>
                <h4>{token.name}</h4>
                <p>
                  {_(
                    token.active
                      ? accountPageMessages.tokenActive
                      : accountPageMessages.tokenInactive,
                  )}
                  {' · '}
                  {token.last_used_at
                    ? _(accountPageMessages.tokenLastUsed(format.jobDate(token.last_used_at)))
                    : _(accountPageMessages.tokenNeverUsed)}
                </p>
                {confirming === token.id ? (
                  <ConfirmQuestion
                    question={_(accountPageMessages.confirmDeleteToken(token.name))}
                    confirmLabel={_(accountPageMessages.delete)}
                    confirmName={_(accountPageMessages.deleteToken(token.name))}
                    busy={busy}
                    onCancel={() => setConfirming(null)}
                    onConfirm={async () => {
                      const deleted = await act(
                        () => calls.deleteApiToken(token.id),
                        _(accountPageMessages.tokenDeleted(token.name)),
                      );
                      setConfirming(null);
                      if (deleted) focusAfterRender(() => heading.current);
                    }}
                  />
                ) : (
                  <p className="jb-account-page__actions">
                    <button
                      type="button"
                      className="jb-button jb-button--info"
                      aria-label={_(switchLabel)}
                      aria-disabled={busy || undefined}
                      onClick={() =>
                        void act(
                          () => calls.updateApiToken(token.id, { active: !token.active }),
                          _(
                            token.active
                              ? accountPageMessages.tokenSwitchedOff(token.name)
                              : accountPageMessages.tokenSwitchedOn(token.name),
                          ),
                        )
                      }
                    >
                      {_(
                        token.active ? accountPageMessages.switchOff : accountPageMessages.switchOn,
                      )}
                    </button>
                    <button
                      type="button"
                      className="jb-button jb-button--plain"
                      aria-label={_(accountPageMessages.deleteToken(token.name))}
                      onClick={() => setConfirming(token.id)}
                    >
                      {_(accountPageMessages.delete)}
                    </button>
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="jb-account-page__tokens">
      <p>{_(accountPageMessages.tokensIntro)}</p>
      <form className="jb-account__form" noValidate onSubmit={create} aria-busy={busy}>
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={`${id}-token-name`}>
            {_(accountPageMessages.tokenName)}
          </label>
          <input
            ref={nameField}
            id={`${id}-token-name`}
            className="jb-input"
            autoComplete="off"
            maxLength={TOKEN_NAME_MAX_LENGTH}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-token-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError('');
            }}
          />
          {nameError ? (
            <p id={`${id}-token-name-error`} className="jb-field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="jb-button jb-account__submit"
          aria-disabled={busy || undefined}
        >
          {_(busy ? accountPageMessages.creatingToken : accountPageMessages.createToken)}
        </button>
      </form>
      {created?.token ? (
        <div className="jb-account-page__notice jb-account-page__secret">
          <label className="jb-label" htmlFor={`${id}-token-secret`}>
            {_(accountPageMessages.tokenSecret)}
          </label>
          <p id={`${id}-token-secret-hint`}>{_(accountPageMessages.tokenSecretHint)}</p>
          <input
            ref={secretField}
            id={`${id}-token-secret`}
            className="jb-input"
            readOnly
            value={created.token}
            aria-describedby={`${id}-token-secret-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>
            <button
              type="button"
              className="jb-button jb-button--secondary"
              onClick={() => void copy()}
            >
              {_(accountPageMessages.copyToken)}
            </button>{' '}
            <span role="status">{copied ? _(accountPageMessages.tokenCopied) : ''}</span>
          </p>
        </div>
      ) : null}
      {change.regions}
      <h3 ref={heading} tabIndex={-1}>
        {_(accountPageMessages.tabs.tokens)}
      </h3>
      {list}
    </div>
  );
}

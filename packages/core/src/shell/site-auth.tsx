import { isApiError } from '@jobboard/client';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorText } from '../blocks/job-details/api-error-text';
import { errorMessages } from '../i18n/messages/error-messages';
import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import type { BoardUrl } from '../router/board-url';
import { useBoardId } from './board-id';
import { hostKeepingUrl } from './host-keeping-url';
import { useScreenStyles } from './screen-styles';

export interface SiteAuthProps {
  /** The query of the current board URL; `?host` is kept on the way back. */
  query: URLSearchParams;
  /** Sends the password to the site gate; resolves with the site token, rejects when refused. */
  submitPassword: (password: string) => Promise<string>;
  /** Called with the token and the home URL (keeping `?host`) to store it and navigate. */
  onAuthenticated: (token: string, next: BoardUrl) => void;
}

/** /site-auth: the site password form of a password-protected site (spec §2, §8). */
export function SiteAuth({ query, submitPassword, onAuthenticated }: SiteAuthProps) {
  const { _, i18n } = useBoardI18n();
  useScreenStyles();
  const headingId = useBoardId();
  const inputId = useBoardId();
  const errorId = useBoardId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  // Why the last try failed: a refused password, or another failure (too many tries, the server
  // or the network) told as such (QA: every failure said the password was wrong).
  const [failure, setFailure] = useState('');
  const failed = failure !== '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure('');
    try {
      const token = await submitPassword(input.current?.value ?? '');
      onAuthenticated(token, hostKeepingUrl('/', query));
    } catch (error) {
      const refused =
        isApiError(error) && error.kind === 'http' && [400, 401, 422].includes(error.status);
      setFailure(
        refused
          ? _(errorMessages.sitePasswordInvalid)
          : apiErrorText(error, i18n, _(errorMessages.actionFailed)),
      );
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="jb-gate" aria-labelledby={headingId}>
      <h1 id={headingId}>{_(shellMessages.siteAuthTitle)}</h1>
      <form className="jb-gate__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>{_(shellMessages.siteAuthPassword)}</label>
        <input
          ref={input}
          id={inputId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={failed || undefined}
          aria-describedby={failed ? errorId : undefined}
        />
        <p id={errorId} className="jb-gate__error" role="alert">
          {failure}
        </p>
        <button type="submit" className="jb-button jb-button--primary" disabled={pending}>
          {_(shellMessages.siteAuthSubmit)}
        </button>
      </form>
    </section>
  );
}

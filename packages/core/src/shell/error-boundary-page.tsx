import { Component, type ReactNode } from 'react';
import { errorPageMessages } from '../i18n/messages/error-page-messages';
import { useScreenStyles } from './screen-styles';
import { useOptionalTranslate } from './use-optional-translate';

export interface ErrorBoundaryPageProps {
  /** The error page (or the not-found page's blocks) that may itself fail. */
  children?: ReactNode;
  homeHref: string;
  /** Told about the failure, e.g. to emit the bus's 'error' event. */
  onError?: ((error: unknown) => void) | undefined;
  /** A change (the next navigation) clears the failure and renders the children again. */
  resetKey?: string | undefined;
}

interface ErrorBoundaryPageState {
  failed: boolean;
}

function ErrorPageFailed({ homeHref }: { homeHref: string }) {
  const translate = useOptionalTranslate();
  useScreenStyles();
  return (
    <section className="jb-error-page">
      <p className="jb-error-page__message" role="alert">
        {translate(errorPageMessages.errorPageFailed)}
      </p>
      <a className="jb-error-page__home" href={homeHref}>
        {translate(errorPageMessages.goHome)}
      </a>
    </section>
  );
}

/**
 * Guards the error page: when it throws, shows 'An error occurred while showing the error page'
 * with a link home (spec §8) instead of an empty board.
 */
export class ErrorBoundaryPage extends Component<ErrorBoundaryPageProps, ErrorBoundaryPageState> {
  override state: ErrorBoundaryPageState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryPageState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: ErrorBoundaryPageProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (this.state.failed) return <ErrorPageFailed homeHref={this.props.homeHref} />;
    return this.props.children;
  }
}

import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../app/lazy-page';

function Fallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <NonIdealState
      icon={<ErrorIcon size={48} />}
      title={chunk ? t('errors.chunkTitle') : t('errors.crashTitle')}
      description={chunk ? t('errors.chunkText') : t('errors.crashText')}
      action={<Button intent="primary" text={t('errors.reload')} onClick={onRetry} />}
    />
  );
}

/** Catches a page that throws or a route chunk that does not load; never a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const error = this.state.error;
    return (
      <Fallback
        error={error}
        onRetry={() => (error instanceof ChunkLoadError ? window.location.reload() : this.setState({ error: null }))}
      />
    );
  }
}

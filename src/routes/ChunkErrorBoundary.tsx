import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkFailedMessage, ScreenErrorMessage } from './ScreenErrorMessages';
import { isChunkLoadError, reloadOnce } from './chunkErrors';

interface State {
  error: Error | null;
  reloading: boolean;
}

/** Catches a screen that failed to load or render, so the rest of the layout keeps working. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (reloadOnce()) this.setState({ reloading: true });
      return;
    }
    console.error('Screen failed to render', error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, reloading: false });
  }

  render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkFailedMessage reloading={reloading} />;
    return <ScreenErrorMessage error={error} />;
  }
}

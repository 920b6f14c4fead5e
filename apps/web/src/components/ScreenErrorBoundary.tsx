import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface Props {
  readonly onError: (error: Error, info: ErrorInfo) => void;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/** Catches an unhandled screen error (or a chunk that failed to load) and reports it. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

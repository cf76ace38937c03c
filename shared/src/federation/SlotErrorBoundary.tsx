import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  slot: string;
  renderFallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's render error inside its slot; the rest of the page keeps working. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[slot ${this.props.slot}] render failed:`, error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  private retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.renderFallback(this.retry) : this.props.children;
  }
}

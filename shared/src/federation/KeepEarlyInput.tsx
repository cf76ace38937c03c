import { useLayoutEffect } from 'react';
import { replayEarlyInput, type EarlyInputRecorder } from './earlyInput';

/**
 * Carries what the shopper typed or opened in the server's view across the app's first render, which replaces
 * that DOM with the slots' copies of it: render it after the app, in the same root, with a recorder started on
 * the container before the render. Once the app's DOM is in (in the same task as React's commit, so no key can
 * land on a removed field) it puts the text, the focus and the open popovers (the phone menu) back into the same
 * places.
 */
export function KeepEarlyInput({ container, recorder }: { container: HTMLElement; recorder: EarlyInputRecorder }) {
  useLayoutEffect(() => {
    recorder.stop();
    replayEarlyInput(container, recorder.read());
  }, [container, recorder]);
  return null;
}

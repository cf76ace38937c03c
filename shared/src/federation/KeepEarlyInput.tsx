import { useLayoutEffect } from 'react';
import { replayEarlyClick, replayEarlyInput, type EarlyInputRecorder } from './earlyInput';

/**
 * Carries what the shopper typed or opened in the server's view across the app's first render, which replaces
 * that DOM with the slots' copies of it: render it after the app, in the same root, with a recorder started on
 * the container before the render. Once the app's DOM is in (in the same task as React's commit, so no key can
 * land on a removed field) it puts the text, the focus and the open popovers (the phone menu) back into the same
 * places. A button clicked there is clicked again in the copy, where the slot around it records it and passes it on
 * to its live module (RemoteSlot): an early "Add to cart" on a card reaches the cart's button, once.
 */
export function KeepEarlyInput({ container, recorder }: { container: HTMLElement; recorder: EarlyInputRecorder }) {
  useLayoutEffect(() => {
    recorder.stop();
    const early = recorder.read();
    replayEarlyInput(container, early);
    replayEarlyClick(container, early);
  }, [container, recorder]);
  return null;
}

import type { CallbackButtonProps } from '@tiles/shared';
import { CallbackButton as Button } from '../features/callback-button/CallbackButton';

/** Rendered by the server as a link that calls the help line without any script. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** Exposed as mf_leads/CallbackButton: the header's (and product pages') "Request a callback". */
export default function CallbackButton(props: CallbackButtonProps) {
  return (
    <div data-boundary="mf-leads" className="lead-callback-root">
      <Button {...props} />
    </div>
  );
}

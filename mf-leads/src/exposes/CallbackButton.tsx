import { useHydrated, type CallbackButtonProps } from '@tiles/shared';
import { CallbackLink } from '../features/callback-button/CallbackLink';
import { CallbackButton as Button } from '../features/callback-button/CallbackButton';

/** Rendered by the server as a link that calls the help line without any script. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** Exposed as mf_leads/CallbackButton: the header's (and product pages') "Request a callback". */
export default function CallbackButton(props: CallbackButtonProps) {
  // Hydrating the server's link (it calls the help line without any script): the same link first, the button that
  // opens the callback form right after.
  const hydrated = useHydrated();
  return (
    <div data-boundary="mf-leads" className="lead-callback-root">
      {hydrated ? <Button {...props} /> : <CallbackLink variant={props.variant} />}
    </div>
  );
}

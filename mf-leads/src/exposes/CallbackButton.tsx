import type { CallbackButtonProps, ModuleHandle } from '@tiles/shared';
import { CallbackButton as Button } from '../features/callback-button/CallbackButton';
import { QuoteLink } from '../features/callback-button/QuoteLink';

/** Rendered by the server as a link that calls the help line without any script. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** Only looked at, or waiting anyway: its code loads once the page has settled or at the first interaction. */
export const handle: ModuleHandle = { loads: 'idle' };

/** The header's (and product pages') "Request a callback"; on a product page also "Request a project quote" for its tile. */
export default function CallbackButton(props: CallbackButtonProps) {
  return (
    <div data-boundary="mf-leads" className="lead-callback-root">
      <Button {...props} />
      {props.sku && props.variant !== 'header' && <QuoteLink sku={props.sku} />}
    </div>
  );
}

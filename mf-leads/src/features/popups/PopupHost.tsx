import { CallbackDialog } from '../callback/CallbackDialog';
import { FilledStatus } from './FilledStatus';
import { GetInTouchPopup } from './GetInTouchPopup';
import { LocationPopup } from './LocationPopup';
import { Notice } from './Notice';
import { PromoPopup } from './PromoPopup';
import { SidePrompt } from './SidePrompt';
import { usePopupHost } from './usePopupHost';

/** Mounted once per page by the shell: the popup engine's one open popup, the callback dialog and their notices. */
export function PopupHost() {
  const host = usePopupHost();
  const { open } = host.state;
  return (
    <div className="lead-host" data-boundary="mf-leads">
      {open === 'getInTouch' && (
        <GetInTouchPopup kind="getInTouch" title="Get in touch" source="get-in-touch" intro="Tell us how to reach you and our tile experts will help you choose."
          onClose={() => host.handleClose('getInTouch')} onOutcome={host.handleOutcome} />
      )}
      {open === 'timePopup' && (
        <GetInTouchPopup kind="timePopup" title="Need help choosing tiles?" source="time-popup" intro="Get free advice and a quote from a tile expert near you."
          onClose={() => host.handleClose('timePopup')} onOutcome={host.handleOutcome} />
      )}
      {open === 'tarrekImage' && <PromoPopup onClose={() => host.handleClose('tarrekImage')} onOutcome={host.handleOutcome} />}
      {open === 'locationPopup' && <LocationPopup onClose={() => host.handleClose('locationPopup')} onSkip={host.handleSkipLocation} />}
      {host.callback && <CallbackDialog topic={host.callback} onClose={host.handleCallbackClose} />}
      {host.showSidePrompt && <SidePrompt onOpen={host.handleSidePromptClick} onDismiss={host.handleSidePromptDismiss} />}
      {host.remaining && <FilledStatus days={host.remaining.days} hours={host.remaining.hours} onReset={host.handleReset} />}
      <Notice notice={host.notice} onDismiss={host.handleNoticeDismiss} />
    </div>
  );
}

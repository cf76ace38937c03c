import { CallbackDialog } from '../callback/CallbackDialog';
import { FilledStatus } from './FilledStatus';
import { GetInTouchPopup } from './GetInTouchPopup';
import { LocationPopup } from './LocationPopup';
import { Notice } from './Notice';
import { PromoPopup } from './PromoPopup';
import { SidePrompt } from './SidePrompt';
import { usePopupHost } from './usePopupHost';
import { popupMessages } from './i18n/messages';

/** Mounted once per page by the shell: the popup engine's one open popup, the callback dialog and their notices. */
export function PopupHost() {
  const t = popupMessages.useT();
  const host = usePopupHost();
  const { open } = host.state;
  return (
    <div className="lead-host" data-boundary="mf-leads">
      {open === 'getInTouch' && (
        <GetInTouchPopup kind="getInTouch" title={t('getInTouch')} source="get-in-touch" intro={t('getInTouchIntro')}
          onClose={() => host.handleClose('getInTouch')} onOutcome={host.handleOutcome} />
      )}
      {open === 'timePopup' && (
        <GetInTouchPopup kind="timePopup" title={t('needHelp')} source="time-popup" intro={t('needHelpIntro')}
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

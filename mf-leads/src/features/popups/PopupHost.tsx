import { lazy, Suspense } from 'react';
import { FilledStatus } from './FilledStatus';
import { Notice } from './Notice';
import { SidePrompt } from './SidePrompt';
import { usePopupHost } from './usePopupHost';
import { popupMessages } from './i18n/messages';

/**
 * The dialogs and their forms load when one first opens: most visits never open one, and every page loads the
 * host (its engine, side prompt and notices) after it settles.
 */
const dialogs = () => import(/* webpackChunkName: "lead-dialogs" */ './dialogs');
const CallbackDialog = lazy(() => dialogs().then((m) => ({ default: m.CallbackDialog })));
const GetInTouchPopup = lazy(() => dialogs().then((m) => ({ default: m.GetInTouchPopup })));
const LocationPopup = lazy(() => dialogs().then((m) => ({ default: m.LocationPopup })));
const PromoPopup = lazy(() => dialogs().then((m) => ({ default: m.PromoPopup })));

/** Mounted once per page by the shell: the popup engine's one open popup, the callback dialog and their notices. */
export function PopupHost() {
  const t = popupMessages.useT();
  const host = usePopupHost();
  const { open } = host.state;
  return (
    <div className="lead-host" data-boundary="mf-leads">
      <Suspense fallback={null}>
        {open === 'getInTouch' && (
          <GetInTouchPopup
            kind="getInTouch"
            title={t('getInTouch')}
            source="get-in-touch"
            intro={t('getInTouchIntro')}
            onClose={() => host.handleClose('getInTouch')}
            onOutcome={host.handleOutcome}
          />
        )}
        {open === 'timePopup' && (
          <GetInTouchPopup
            kind="timePopup"
            title={t('needHelp')}
            source="time-popup"
            intro={t('needHelpIntro')}
            onClose={() => host.handleClose('timePopup')}
            onOutcome={host.handleOutcome}
          />
        )}
        {open === 'tarrekImage' && <PromoPopup onClose={() => host.handleClose('tarrekImage')} onOutcome={host.handleOutcome} />}
        {open === 'locationPopup' && <LocationPopup onClose={() => host.handleClose('locationPopup')} onSkip={host.handleSkipLocation} />}
        {host.callback && <CallbackDialog topic={host.callback} onClose={host.handleCallbackClose} />}
      </Suspense>
      {host.showSidePrompt && <SidePrompt onOpen={host.handleSidePromptClick} onDismiss={host.handleSidePromptDismiss} />}
      {host.remaining && <FilledStatus days={host.remaining.days} hours={host.remaining.hours} onReset={host.handleReset} />}
      <Notice notice={host.notice} onDismiss={host.handleNoticeDismiss} />
    </div>
  );
}

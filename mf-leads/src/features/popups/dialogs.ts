// The dialogs PopupHost opens, in a chunk of their own (see PopupHost.tsx).
export { CallbackDialog } from '../callback/CallbackDialog';
export { GetInTouchPopup } from './GetInTouchPopup';
export { LocationPopup } from './LocationPopup';
export { PromoPopup } from './PromoPopup';

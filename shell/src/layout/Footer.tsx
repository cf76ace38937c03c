import { shellMessages } from '../i18n/messages';
import { FooterView } from './FooterView';

export function Footer() {
  return <FooterView t={shellMessages.useT()} />;
}

import { sendMail } from '../mail/outbox';
import { mailSettingsFromEnv } from '../mail/settings';
import { inline } from '../mail/shopperText';
import { escapeControls } from '../text/controls';
import type { Lang } from '../seed/taxonomy';
import type { CustomerRow } from './repository';

export type AccountChange = 'password' | 'email';

/** Magento's "password changed" and "e-mail changed" notices (customer/account_information/*_template), in three languages. */
const TEXT: Record<Lang, Record<AccountChange, { subject: string; body: (name: string, contact: string, newEmail: string) => string }>> = {
  en: {
    password: {
      subject: 'Your Tiles password has been changed',
      body: (name, contact) =>
        `Hello ${name},\n\nWe have received a request to change the password of your account, and it has been changed.\n\n` +
        `If you did not change it, contact us right away at ${contact}.\n`,
    },
    email: {
      subject: 'Your Tiles e-mail address has been changed',
      body: (name, contact, newEmail) =>
        `Hello ${name},\n\nThe e-mail address of your account has been changed to ${newEmail}. This address will no longer receive mail about the account, ` +
        `and password reset links sent to it before the change no longer work.\n\nIf you did not change it, contact us right away at ${contact}.\n`,
    },
  },
  hi: {
    password: {
      subject: 'आपका Tiles पासवर्ड बदल दिया गया है',
      body: (name, contact) =>
        `नमस्ते ${name},\n\nआपके खाते का पासवर्ड बदलने का अनुरोध मिला था, और पासवर्ड बदल दिया गया है।\n\n` +
        `यदि आपने इसे नहीं बदला, तो तुरंत ${contact} पर हमसे संपर्क करें।\n`,
    },
    email: {
      subject: 'आपका Tiles ई-मेल पता बदल दिया गया है',
      body: (name, contact, newEmail) =>
        `नमस्ते ${name},\n\nआपके खाते का ई-मेल पता बदलकर ${newEmail} कर दिया गया है। इस पते पर अब खाते से जुड़े ई-मेल नहीं आएँगे, ` +
        `और बदलाव से पहले इस पते पर भेजे गए पासवर्ड रीसेट लिंक अब काम नहीं करेंगे।\n\nयदि आपने इसे नहीं बदला, तो तुरंत ${contact} पर हमसे संपर्क करें।\n`,
    },
  },
  ta: {
    password: {
      subject: 'உங்கள் Tiles கடவுச்சொல் மாற்றப்பட்டது',
      body: (name, contact) =>
        `வணக்கம் ${name},\n\nஉங்கள் கணக்கின் கடவுச்சொல்லை மாற்றுவதற்கான கோரிக்கை பெறப்பட்டது, கடவுச்சொல் மாற்றப்பட்டது.\n\n` +
        `நீங்கள் இதை மாற்றவில்லை என்றால், உடனே ${contact} இல் எங்களைத் தொடர்புகொள்ளவும்.\n`,
    },
    email: {
      subject: 'உங்கள் Tiles மின்னஞ்சல் முகவரி மாற்றப்பட்டது',
      body: (name, contact, newEmail) =>
        `வணக்கம் ${name},\n\nஉங்கள் கணக்கின் மின்னஞ்சல் முகவரி ${newEmail} என மாற்றப்பட்டது. இந்த முகவரிக்கு இனி கணக்கு தொடர்பான மின்னஞ்சல்கள் வராது; ` +
        `மாற்றத்திற்கு முன் இந்த முகவரிக்கு அனுப்பிய கடவுச்சொல் மீட்டமைப்பு இணைப்புகள் இனி செயல்படாது.\n\nநீங்கள் இதை மாற்றவில்லை என்றால், உடனே ${contact} இல் எங்களைத் தொடர்புகொள்ளவும்.\n`,
    },
  },
};

/** The language of the account's store view (the one it was created in); accounts from before it was kept are English. */
const accountLang = (customer: CustomerRow): Lang =>
  customer.store_view === 'hi' || customer.store_view === 'ta' ? customer.store_view : 'en';

/**
 * Tells the account's address (the old one, for an e-mail change) that its password or e-mail changed, in the
 * account's language: whoever holds the mailbox learns of a change they did not make, and whom to tell.
 */
export function sendAccountNotice(customer: CustomerRow, change: AccountChange, newEmail = customer.email): void {
  // The change is already stored: a mail that cannot be written is logged, and the shopper still hears it worked.
  try {
    const settings = mailSettingsFromEnv();
    const t = TEXT[accountLang(customer)][change];
    const text = t.body(inline(customer.firstname), settings.storeEmail, newEmail);
    sendMail({ to: customer.email, kind: 'account-notice', subject: t.subject, text }, settings);
  } catch (err) {
    console.error(`[mail] the ${change} change notice to account ${customer.id} was not written: ${escapeControls(String(err))}`);
  }
}

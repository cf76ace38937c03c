import { inline } from '../mail/shopperText';
import type { Lang } from '../seed/taxonomy';

/** The storefront origin of a store view: Hindi and Tamil live on the hi. and ta. hosts (README "Languages"). */
export function storefrontOriginFor(origin: string, lang: Lang): string {
  if (lang === 'en') return origin;
  const url = new URL(origin);
  url.hostname = `${lang}.${url.hostname}`;
  return url.origin;
}

/** Magento's reset page, which the storefront serves: createPassword with the token in the query. */
export const resetLink = (origin: string, token: string) => `${origin}/customer/account/createPassword/?token=${encodeURIComponent(token)}`;

const TEXT: Record<Lang, { subject: string; body: (name: string, link: string, hours: number) => string }> = {
  en: {
    subject: 'Reset your Tiles password',
    body: (name, link, hours) =>
      `Hello ${name},\n\nThere was recently a request to change the password for your account.\n\n` +
      `If you requested this change, set a new password here (the link works once, for ${hours} hours):\n${link}\n\n` +
      'If you did not make this request, you can ignore this e-mail and your password will remain the same.\n',
  },
  hi: {
    subject: 'अपना Tiles पासवर्ड रीसेट करें',
    body: (name, link, hours) =>
      `नमस्ते ${name},\n\nहाल ही में आपके खाते का पासवर्ड बदलने का अनुरोध किया गया था।\n\n` +
      `यदि यह अनुरोध आपने किया है, तो यहाँ नया पासवर्ड सेट करें (यह लिंक एक बार, ${hours} घंटे तक काम करता है):\n${link}\n\n` +
      'यदि आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।\n',
  },
  ta: {
    subject: 'உங்கள் Tiles கடவுச்சொல்லை மீட்டமைக்கவும்',
    body: (name, link, hours) =>
      `வணக்கம் ${name},\n\nஉங்கள் கணக்கின் கடவுச்சொல்லை மாற்றுவதற்கான கோரிக்கை சமீபத்தில் பெறப்பட்டது.\n\n` +
      `இந்தக் கோரிக்கையை நீங்கள் செய்திருந்தால், இங்கே புதிய கடவுச்சொல்லை அமைக்கவும் (இந்த இணைப்பு ஒரு முறை, ${hours} மணி நேரம் வரை செயல்படும்):\n${link}\n\n` +
      'நீங்கள் இந்தக் கோரிக்கையைச் செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்; உங்கள் கடவுச்சொல் மாறாது.\n',
  },
};

/** The reset mail in the store view's language; the name stays inside the greeting's line (kept before names were one line). */
export function resetMail(lang: Lang, firstname: string, link: string, hours: number) {
  const t = TEXT[lang];
  return { kind: 'password-reset' as const, subject: t.subject, text: t.body(inline(firstname), link, hours) };
}

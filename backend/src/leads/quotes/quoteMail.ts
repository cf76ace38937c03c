import type { Lang } from '../../seed/taxonomy';
import { sendMail } from '../../mail/outbox';
import { inline } from '../../mail/shopperText';
import type { ProjectQuotePayload } from '../../../../shared/src/contracts/projectQuote';

export interface NamedLine {
  sku: string;
  name: string;
  quantity: number;
  unit: 'sqft' | 'boxes';
}

const TEXT: Record<
  Lang,
  {
    subject: string;
    hello: (name: string) => string;
    intro: string;
    unit: Record<NamedLine['unit'], string>;
    site: string;
    ref: string;
    end: string;
  }
> = {
  en: {
    subject: 'We have your project quote request',
    hello: (name) => `Hello ${name},`,
    intro: 'Thank you for asking us for a project quote. Our sales team will send you a price within 2 working days for:',
    unit: { sqft: 'sq.ft', boxes: 'boxes' },
    site: 'Site',
    ref: 'Your reference',
    end: 'Tiles',
  },
  hi: {
    subject: 'हमें आपका प्रोजेक्ट कोटेशन अनुरोध मिल गया है',
    hello: (name) => `नमस्ते ${name},`,
    intro: 'प्रोजेक्ट कोटेशन माँगने के लिए धन्यवाद। हमारी बिक्री टीम 2 कार्य दिवसों में आपको इनका मूल्य भेजेगी:',
    unit: { sqft: 'वर्ग फुट', boxes: 'बॉक्स' },
    site: 'साइट',
    ref: 'आपका संदर्भ',
    end: 'Tiles',
  },
  ta: {
    subject: 'உங்கள் திட்ட விலைப்புள்ளி கோரிக்கை கிடைத்தது',
    hello: (name) => `வணக்கம் ${name},`,
    intro: 'திட்ட விலைப்புள்ளி கேட்டதற்கு நன்றி. எங்கள் விற்பனைக் குழு 2 வேலை நாட்களில் இவற்றுக்கான விலையை அனுப்பும்:',
    unit: { sqft: 'ச.அடி', boxes: 'பெட்டிகள்' },
    site: 'தளம்',
    ref: 'உங்கள் குறிப்பு எண்',
    end: 'Tiles',
  },
};

/**
 * The shopper's acknowledgement, in the page's language, through the store's mail outbox (its per-recipient limit
 * applies). What the shopper typed appears on the store's lines only inline (one line, no controls), indented.
 */
export function mailQuoteReceived(lang: Lang, key: string, quote: ProjectQuotePayload, lines: NamedLine[]): void {
  const t = TEXT[lang];
  const text = [
    t.hello(inline(quote.name)),
    '',
    t.intro,
    ...lines.map((l) => `  - ${inline(l.name)} (${l.sku}): ${l.quantity} ${t.unit[l.unit]}`),
    '',
    `${t.site}:`,
    `  ${inline(quote.city)} ${quote.pincode}`,
    ...(quote.company ? [`  ${inline(quote.company)}`] : []),
    ...(quote.gstin ? [`  GSTIN ${quote.gstin}`] : []),
    '',
    `${t.ref}: ${key}`,
    '',
    t.end,
  ];
  sendMail({ to: quote.email, kind: 'quote-received', subject: t.subject, text: `${text.join('\n')}\n` });
}

import type { Lang } from '../seed/taxonomy';

/** What an order mail says, per store language; the lines of the order itself are built by orderMails.ts. */
export interface OrderMailText {
  subject: {
    placed: (n: string) => string;
    shipped: (n: string) => string;
    canceled: (n: string) => string;
    cancelRequest: (n: string) => string;
  };
  greeting: string;
  placed: (n: string) => string;
  shipped: (n: string) => string;
  canceled: (n: string) => string;
  cancelRequest: (n: string) => string;
  cancelLink: string;
  ignore: string;
  items: string;
  boxes: (count: number, sqft: string) => string;
  /** A sample line's quantity: pieces, not boxes. */
  samples: (count: number) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  gst: (amount: string) => string;
  deliverTo: string;
  view: string;
  thanks: string;
}

export const ORDER_MAIL_TEXT: Record<Lang, OrderMailText> = {
  en: {
    subject: {
      placed: (n) => `Your Tiles order #${n}`,
      shipped: (n) => `Your Tiles order #${n} has shipped`,
      canceled: (n) => `Your Tiles order #${n} is canceled`,
      cancelRequest: (n) => `Confirm the cancellation of Tiles order #${n}`,
    },
    greeting: 'Hello,',
    placed: (n) => `Thank you for your order. Order #${n} is placed; we will mail you again when it ships.`,
    shipped: (n) => `Order #${n} is on its way. Follow it with the carrier:`,
    canceled: (n) => `Order #${n} is canceled. Nothing will be delivered and nothing is due.`,
    cancelRequest: (n) => `We received a request to cancel order #${n}. To cancel it, open this link (it works once, for 24 hours):`,
    cancelLink: 'If you did not ask for this, ignore this e-mail: the order stays as it is.',
    ignore: 'If you did not place this order, reply to this e-mail.',
    items: 'Items',
    boxes: (count, sqft) => `${count} ${count === 1 ? 'box' : 'boxes'}${sqft ? ` (${sqft} sq.ft)` : ''}`,
    samples: (count) => `${count} ${count === 1 ? 'sample' : 'samples'}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Delivery',
    total: 'Grand total',
    gst: (amount) => `includes GST ${amount}`,
    deliverTo: 'Delivery address',
    view: 'See your order, its status and tracking:',
    thanks: 'Tiles',
  },
  hi: {
    subject: {
      placed: (n) => `आपका Tiles ऑर्डर #${n}`,
      shipped: (n) => `आपका Tiles ऑर्डर #${n} भेज दिया गया है`,
      canceled: (n) => `आपका Tiles ऑर्डर #${n} रद्द हो गया है`,
      cancelRequest: (n) => `Tiles ऑर्डर #${n} रद्द करने की पुष्टि करें`,
    },
    greeting: 'नमस्ते,',
    placed: (n) => `आपके ऑर्डर के लिए धन्यवाद। ऑर्डर #${n} दर्ज हो गया है; भेजे जाने पर हम आपको फिर ई-मेल करेंगे।`,
    shipped: (n) => `ऑर्डर #${n} रास्ते में है। कूरियर के साथ इसे ट्रैक करें:`,
    canceled: (n) => `ऑर्डर #${n} रद्द हो गया है। कुछ भी डिलीवर नहीं होगा और कोई भुगतान बाकी नहीं है।`,
    cancelRequest: (n) => `हमें ऑर्डर #${n} रद्द करने का अनुरोध मिला है। रद्द करने के लिए यह लिंक खोलें (यह एक बार, 24 घंटे तक काम करता है):`,
    cancelLink: 'यदि आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: ऑर्डर जैसा है वैसा रहेगा।',
    ignore: 'यदि यह ऑर्डर आपने नहीं किया, तो इस ई-मेल का उत्तर दें।',
    items: 'सामान',
    boxes: (count, sqft) => `${count} बॉक्स${sqft ? ` (${sqft} वर्ग फुट)` : ''}`,
    samples: (count) => `${count} नमूना`,
    subtotal: 'उप-योग',
    discount: 'छूट',
    shipping: 'डिलीवरी',
    total: 'कुल योग',
    gst: (amount) => `GST ${amount} सहित`,
    deliverTo: 'डिलीवरी का पता',
    view: 'अपना ऑर्डर, उसकी स्थिति और ट्रैकिंग देखें:',
    thanks: 'Tiles',
  },
  ta: {
    subject: {
      placed: (n) => `உங்கள் Tiles ஆர்டர் #${n}`,
      shipped: (n) => `உங்கள் Tiles ஆர்டர் #${n} அனுப்பப்பட்டது`,
      canceled: (n) => `உங்கள் Tiles ஆர்டர் #${n} ரத்து செய்யப்பட்டது`,
      cancelRequest: (n) => `Tiles ஆர்டர் #${n} ரத்தை உறுதிசெய்யவும்`,
    },
    greeting: 'வணக்கம்,',
    placed: (n) => `உங்கள் ஆர்டருக்கு நன்றி. ஆர்டர் #${n} பதிவு செய்யப்பட்டது; அனுப்பப்படும்போது மீண்டும் மின்னஞ்சல் அனுப்புவோம்.`,
    shipped: (n) => `ஆர்டர் #${n} வழியில் உள்ளது. கூரியருடன் கண்காணிக்கவும்:`,
    canceled: (n) => `ஆர்டர் #${n} ரத்து செய்யப்பட்டது. எதுவும் டெலிவரி ஆகாது, எந்தக் கட்டணமும் இல்லை.`,
    cancelRequest: (n) => `ஆர்டர் #${n} ஐ ரத்து செய்யக் கோரிக்கை வந்தது. ரத்து செய்ய இந்த இணைப்பைத் திறக்கவும் (ஒரு முறை, 24 மணி நேரம் வரை செயல்படும்):`,
    cancelLink: 'இதை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: ஆர்டர் மாறாது.',
    ignore: 'இந்த ஆர்டரை நீங்கள் செய்யவில்லை என்றால், இந்த மின்னஞ்சலுக்குப் பதிலளிக்கவும்.',
    items: 'பொருட்கள்',
    boxes: (count, sqft) => `${count} பெட்டி${sqft ? ` (${sqft} சதுர அடி)` : ''}`,
    samples: (count) => `${count} மாதிரி`,
    subtotal: 'கூட்டுத்தொகை',
    discount: 'தள்ளுபடி',
    shipping: 'டெலிவரி',
    total: 'மொத்தம்',
    gst: (amount) => `GST ${amount} உட்பட`,
    deliverTo: 'டெலிவரி முகவரி',
    view: 'உங்கள் ஆர்டர், அதன் நிலை மற்றும் கண்காணிப்பைப் பார்க்க:',
    thanks: 'Tiles',
  },
};

import type { Lang } from '../../seed/taxonomy';

/** CMS blocks: small pieces of content a storefront places on its own pages (Venia's contact page shows the first). */
export const CMS_BLOCKS: { identifier: string; title: Record<Lang, string>; content: Record<Lang, string> }[] = [
  {
    identifier: 'contact-us-sidebar',
    title: { en: 'Talk to us', hi: 'हमसे बात करें', ta: 'எங்களுடன் பேசுங்கள்' },
    content: {
      en: '<p>Call <a href="tel:18001234567">1800-123-4567</a> (Mon–Sat, 9:30–18:30) or visit a showroom near you: <a href="/store-locator">find a showroom</a>.</p>',
      hi: '<p><a href="tel:18001234567">1800-123-4567</a> पर कॉल करें (सोम–शनि, 9:30–18:30) या अपने पास के शोरूम आएँ: <a href="/store-locator">शोरूम खोजें</a>।</p>',
      ta: '<p><a href="tel:18001234567">1800-123-4567</a> என்ற எண்ணை அழையுங்கள் (திங்கள்–சனி, 9:30–18:30) அல்லது அருகிலுள்ள ஷோரூமுக்கு வாருங்கள்: <a href="/store-locator">ஷோரூமைக் கண்டறிக</a>.</p>',
    },
  },
];

/**
 * The tile taxonomy: attribute options (Magento option ids as the spec gives them) and the
 * words used to name things in English, Hindi and Tamil. One source for the seed, the menu and search.
 */
export type Lang = 'en' | 'hi' | 'ta';
export type Words = Record<Lang, string>;

export interface Option {
  id: number;
  slug: string;
  label: Words;
}

const o = (id: number, slug: string, en: string, hi: string, ta: string): Option => ({ id, slug, label: { en, hi, ta } });

export const TILE_WORD: Words = { en: 'Tiles', hi: 'टाइल्स', ta: 'டைல்ஸ்' };

/** tile_area: 103 bathroom, 104 kitchen, 105 living room, 106 bedroom (spec §2), then the other spaces. */
export const AREAS: Option[] = [
  o(103, 'bathroom', 'Bathroom', 'बाथरूम', 'குளியலறை'),
  o(104, 'kitchen', 'Kitchen', 'रसोई', 'சமையலறை'),
  o(105, 'living-room', 'Living Room', 'लिविंग रूम', 'வரவேற்பறை'),
  o(106, 'bedroom', 'Bedroom', 'बेडरूम', 'படுக்கையறை'),
  o(107, 'parking', 'Parking', 'पार्किंग', 'வாகன நிறுத்தம்'),
  o(108, 'high-traffic', 'High Traffic', 'हाई ट्रैफिक', 'அதிக நடமாட்டம்'),
  o(109, 'commercial', 'Commercial', 'कमर्शियल', 'வணிக'),
  o(110, 'elevation', 'Elevation', 'एलिवेशन', 'முகப்பு'),
];

/** tile_type: 120 vitrified, 118 ceramic, 127 double charge, 140 anti-skid (spec §2), 122 porcelain. */
export const TYPES: Option[] = [
  o(120, 'vitrified', 'Vitrified', 'विट्रिफाइड', 'விட்ரிஃபைட்'),
  o(118, 'ceramic', 'Ceramic', 'सिरेमिक', 'செராமிக்'),
  o(127, 'double-charge', 'Double Charge', 'डबल चार्ज', 'டபுள் சார்ஜ்'),
  o(140, 'anti-skid', 'Anti-skid', 'एंटी-स्किड', 'வழுக்காத'),
  o(122, 'porcelain', 'Porcelain', 'पोर्सिलेन', 'போர்சிலின்'),
];

/** Vitrified sub-types, each with its own route. */
export const VITRIFIED_KINDS: Option[] = [
  o(150, 'gvt', 'GVT', 'जीवीटी', 'ஜிவிடி'),
  o(151, 'pgvt', 'PGVT', 'पीजीवीटी', 'பிஜிவிடி'),
  o(152, 'full-body-vitrified', 'Full Body Vitrified', 'फुल बॉडी विट्रिफाइड', 'ஃபுல் பாடி விட்ரிஃபைட்'),
  o(153, 'polished-vitrified', 'Polished Vitrified', 'पॉलिश्ड विट्रिफाइड', 'பாலிஷ்டு விட்ரிஃபைட்'),
  o(154, 'dgvt', 'DGVT', 'डीजीवीटी', 'டிஜிவிடி'),
];

/** tile_design (354 is the spec's example). */
export const DESIGNS: Option[] = [
  o(351, 'wooden', 'Wooden', 'वुडन', 'மர'),
  o(352, 'marble', 'Marble', 'मार्बल', 'மார்பிள்'),
  o(353, 'plain', 'Plain', 'प्लेन', 'சாதா'),
  o(354, 'mosaic', 'Mosaic', 'मोज़ेक', 'மொசைக்'),
  o(355, 'cement', 'Cement', 'सीमेंट', 'சிமெண்ட்'),
  o(356, 'geometric', 'Geometric', 'ज्यामितीय', 'வடிவியல்'),
  o(357, 'flower', 'Flower', 'फ्लावर', 'பூ'),
  o(358, 'onyx', 'Onyx', 'ओनिक्स', 'ஓனிக்ஸ்'),
  o(359, 'statuario', 'Statuario', 'स्टेचुअरियो', 'ஸ்டேச்சுவாரியோ'),
  o(360, 'stone', 'Stone', 'स्टोन', 'கல்'),
  o(361, 'granite', 'Granite', 'ग्रेनाइट', 'கிரானைட்'),
  o(362, 'book-match', 'Book Match', 'बुक मैच', 'புக் மேட்ச்'),
  o(363, '3d', '3D', '3डी', '3டி'),
  o(364, 'terrazzo', 'Terrazzo', 'टेराज़ो', 'டெராஸோ'),
  o(365, 'brick', 'Brick', 'ब्रिक', 'செங்கல்'),
];

export const FINISHES: Option[] = [
  o(201, 'matte', 'Matte', 'मैट', 'மேட்'),
  o(202, 'glossy', 'Glossy', 'ग्लॉसी', 'பளபளப்பான'),
  o(203, 'satin', 'Satin', 'सैटिन', 'சாடின்'),
  o(204, 'rustic', 'Rustic', 'रस्टिक', 'ரஸ்டிக்'),
];

/** Colours with a representative RGB for the generated images and visual search. */
export const COLOURS: (Option & { hex: string })[] = [
  { ...o(401, 'white', 'White', 'सफेद', 'வெள்ளை'), hex: '#f4f3ef' },
  { ...o(402, 'black', 'Black', 'काला', 'கருப்பு'), hex: '#222222' },
  { ...o(403, 'brown', 'Brown', 'भूरा', 'பழுப்பு'), hex: '#7b4a2a' },
  { ...o(404, 'beige', 'Beige', 'बेज', 'பழுப்பு-வெள்ளை'), hex: '#d8c3a0' },
  { ...o(405, 'ivory', 'Ivory', 'आइवरी', 'தந்தம்'), hex: '#efe6cf' },
  { ...o(406, 'cream', 'Cream', 'क्रीम', 'கிரீம்'), hex: '#e9dcc0' },
  { ...o(407, 'yellow', 'Yellow', 'पीला', 'மஞ்சள்'), hex: '#e2b83b' },
  { ...o(408, 'blue', 'Blue', 'नीला', 'நீலம்'), hex: '#2f5f9e' },
  { ...o(409, 'green', 'Green', 'हरा', 'பச்சை'), hex: '#3f7a4a' },
  { ...o(410, 'grey', 'Grey', 'ग्रे', 'சாம்பல்'), hex: '#8c8c8c' },
  { ...o(411, 'pink', 'Pink', 'गुलाबी', 'இளஞ்சிவப்பு'), hex: '#d98fa0' },
  { ...o(412, 'red', 'Red', 'लाल', 'சிவப்பு'), hex: '#a8322d' },
  { ...o(413, 'terracotta', 'Terracotta', 'टेराकोटा', 'சுடுமண்'), hex: '#b5603b' },
  { ...o(414, 'multi-colour', 'Multi Colour', 'बहुरंगी', 'பல வண்ண'), hex: '#7f6f9a' },
];

/** tile_category: where the tile goes. */
export const APPLICATIONS: Option[] = [o(130, 'floor', 'Floor', 'फ़्लोर', 'தரை'), o(131, 'wall', 'Wall', 'वॉल', 'சுவர்')];

export interface Size {
  mm: [number, number];
  ft: string;
  slug: string;
}
export const SIZES: Size[] = [
  { mm: [600, 600], ft: '2x2', slug: '2x2-tiles' },
  { mm: [600, 1200], ft: '2x4', slug: '2x4-tiles' },
  { mm: [300, 300], ft: '1x1', slug: '1x1-tiles' },
  { mm: [1200, 2400], ft: '4x8', slug: '4x8-tiles' },
  { mm: [300, 600], ft: '1x2', slug: '300x600-tiles' },
  { mm: [800, 800], ft: '2.6x2.6', slug: '800x800-tiles' },
  { mm: [300, 450], ft: '1x1.5', slug: '300x450-tiles' },
  { mm: [395, 395], ft: '1.3x1.3', slug: '395x395-tiles' },
  { mm: [1200, 1200], ft: '4x4', slug: '4x4-tiles' },
  { mm: [200, 1200], ft: '0.66x4', slug: '200x1200-tiles' },
  { mm: [250, 375], ft: '0.8x1.2', slug: '250x375-tiles' },
  { mm: [800, 1600], ft: '2.6x5.2', slug: '800x1600-tiles' },
];

export const COLLECTIONS: Option[] = [
  o(501, 'aurora', 'Aurora', 'ऑरोरा', 'அரோரா'),
  o(502, 'heritage', 'Heritage', 'हेरिटेज', 'ஹெரிடேஜ்'),
  o(503, 'nature', 'Nature', 'नेचर', 'நேச்சர்'),
  o(504, 'luxe', 'Luxe', 'लक्स', 'லக்ஸ்'),
  o(505, 'urban', 'Urban', 'अर्बन', 'அர்பன்'),
  o(506, 'royale', 'Royale', 'रॉयल', 'ராயல்'),
  o(507, 'terra', 'Terra', 'टेरा', 'டெர்ரா'),
  o(508, 'zen', 'Zen', 'ज़ेन', 'ஜென்'),
];

export const CITIES: { slug: string; name: string; state: string }[] = [
  ['delhi', 'Delhi', 'Delhi'],
  ['mumbai', 'Mumbai', 'Maharashtra'],
  ['pune', 'Pune', 'Maharashtra'],
  ['nagpur', 'Nagpur', 'Maharashtra'],
  ['bangalore', 'Bangalore', 'Karnataka'],
  ['mysore', 'Mysore', 'Karnataka'],
  ['chennai', 'Chennai', 'Tamil Nadu'],
  ['coimbatore', 'Coimbatore', 'Tamil Nadu'],
  ['madurai', 'Madurai', 'Tamil Nadu'],
  ['hyderabad', 'Hyderabad', 'Telangana'],
  ['vijayawada', 'Vijayawada', 'Andhra Pradesh'],
  ['visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh'],
  ['kolkata', 'Kolkata', 'West Bengal'],
  ['ahmedabad', 'Ahmedabad', 'Gujarat'],
  ['surat', 'Surat', 'Gujarat'],
  ['vadodara', 'Vadodara', 'Gujarat'],
  ['rajkot', 'Rajkot', 'Gujarat'],
  ['jaipur', 'Jaipur', 'Rajasthan'],
  ['udaipur', 'Udaipur', 'Rajasthan'],
  ['lucknow', 'Lucknow', 'Uttar Pradesh'],
  ['kanpur', 'Kanpur', 'Uttar Pradesh'],
  ['noida', 'Noida', 'Uttar Pradesh'],
  ['gurgaon', 'Gurgaon', 'Haryana'],
  ['chandigarh', 'Chandigarh', 'Chandigarh'],
  ['indore', 'Indore', 'Madhya Pradesh'],
  ['bhopal', 'Bhopal', 'Madhya Pradesh'],
  ['patna', 'Patna', 'Bihar'],
  ['bhubaneswar', 'Bhubaneswar', 'Odisha'],
  ['kochi', 'Kochi', 'Kerala'],
  ['thiruvananthapuram', 'Thiruvananthapuram', 'Kerala'],
  ['guwahati', 'Guwahati', 'Assam'],
  ['ludhiana', 'Ludhiana', 'Punjab'],
].map(([slug, name, state]) => ({ slug, name, state }));

/** Market/material type for the `mt` parameter: v = vitrified family, c = ceramic family. */
export const POPULARITY_BESTSELLER = 101;

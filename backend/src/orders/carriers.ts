/**
 * The carriers tiles travel with, and where a shopper follows a parcel. Magento's ShipmentTracking has no link, so the
 * store adds one (extensions.graphql) built here from the carrier and the number, never from text an admin typed.
 */
export const CARRIERS = {
  bluedart: { title: 'Blue Dart', track: (n: string) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${n}` },
  delhivery: { title: 'Delhivery', track: (n: string) => `https://www.delhivery.com/track-v2/package/${n}` },
  dtdc: { title: 'DTDC', track: (n: string) => `https://www.dtdc.in/trace.asp?strCnno=${n}` },
  indiapost: {
    title: 'India Post',
    track: (n: string) => `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=${n}`,
  },
} as const;

export type CarrierCode = keyof typeof CARRIERS;

export const isCarrier = (code: string): code is CarrierCode => Object.hasOwn(CARRIERS, code);

/** Tracking numbers are letters, digits and dashes (every carrier above), so a link never carries anything else. */
export const isTrackingNumber = (value: string) => /^[A-Za-z0-9-]{4,40}$/.test(value);

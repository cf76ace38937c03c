import type en from './i18n/en.json';

/** Content navigation keys: one per link label in the content menu (its catalogue's ids). */
export type ContentKey = Exclude<keyof typeof en, 'exploreNav'>;

export interface ContentLink {
  key: ContentKey;
  href: string;
  /** Links to another site (the tools site) are plain anchors, not client-side routes. */
  external?: boolean;
}

export interface ContentGroup {
  key: ContentKey;
  links: ContentLink[];
}

const link = (key: ContentKey, href: string): ContentLink => ({ key, href });

/** Spec §2 "other content routes", grouped the way shoppers look for them. */
export function contentGroups(toolsBaseUrl: string): ContentGroup[] {
  const tools = toolsBaseUrl.replace(/\/+$/, '');
  return [
    {
      key: 'designIdeas',
      links: [
        link('designIdeasAll', '/design-ideas'),
        link('bathroomDesigns', '/design-ideas/bathroom'),
        link('kitchenDesigns', '/design-ideas/kitchen'),
        link('livingRoomDesigns', '/design-ideas/living-room'),
        link('bedroomDesigns', '/design-ideas/bedroom'),
        link('poojaRoomDesigns', '/design-ideas/pooja-room'),
        link('washBasinDesigns', '/design-ideas/wash-basin'),
        link('countertopDesigns', '/design-ideas/countertop'),
        link('frontElevationDesigns', '/design-ideas/front-elevation'),
        link('outdoorDesigns', '/design-ideas/outdoor'),
      ],
    },
    { key: 'blog', links: [link('blogAll', '/blog'), link('webStories', '/blog/web-story')] },
    {
      key: 'company',
      links: [
        link('aboutUs', '/about-us'),
        link('coreValues', '/core_values'),
        link('milestones', '/our-milestones'),
        link('awards', '/about-us-awards-accolades'),
        link('executiveManagers', '/executive-managers'),
        link('boardOfDirectors', '/board-of-director'),
        link('innovation', '/innovation'),
        link('manufacturing', '/manufacturing-capabilities'),
        link('csr', '/csr'),
        link('productQuality', '/product-quality'),
        link('faq', '/faq'),
        link('contactUs', '/contact-us'),
        link('showrooms', '/signature-company-showrooms'),
      ],
    },
    {
      key: 'projects',
      links: [
        link('projectsShowcase', '/projects-at-vitrified-tiles'),
        link('residentialProjects', '/residential-projects'),
        link('commercialProjects', '/commercial-projects'),
        link('governmentProjects', '/government-projects'),
        link('industrialProjects', '/industrial-projects'),
        link('buildersContractors', '/builders-contractors'),
        link('exportsProject', '/exports-project'),
        link('capabilities', '/our-capabilities'),
      ],
    },
    {
      key: 'media',
      links: [
        link('investor', '/investor'),
        link('career', '/career'),
        link('pressRelease', '/press-release'),
        link('events', '/event'),
        link('latestNews', '/latest-news'),
        link('masterbond', '/masterbond-tile-adhesive'),
      ],
    },
    {
      key: 'tools',
      links: [
        { key: 'tileCalculator', href: `${tools}/tile-calculator`, external: true },
        { key: 'areaCalculator', href: `${tools}/area-calculator`, external: true },
        { key: 'paintCalculator', href: `${tools}/paint-calculator`, external: true },
        { key: 'costEstimator', href: `${tools}/construction-cost-estimator`, external: true },
      ],
    },
  ];
}

import { type ModuleHandle, PATHS } from '@tiles/shared';
import { useLoaderData, type EmptyProps, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { ProjectQuote, type ProjectQuotePageData } from '../features/project-quote/ProjectQuote';
import { emptyQuote, NO_ERRORS, skuFrom } from '../features/project-quote/quoteFields';
import { projectQuoteHead } from '../features/project-quote/projectQuoteHead';
import { newLeadKey } from '../features/lead-outbox/sendLead';

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/project-quote/quoteServer').then((m) => m.loadQuotePage(request));
export const action: ModuleAction = (request) => import('../features/project-quote/quoteServer').then((m) => m.answerQuote(request));

/** A page opened in the browser alone (no server data): an empty form, its tile pre-filled from `?sku=`. */
function browserStart(): ProjectQuotePageData {
  const values = emptyQuote(newLeadKey(), skuFrom(new URLSearchParams(location.search)));
  return { form: { values, errors: NO_ERRORS, message: null, sent: false } };
}

/** Its title and lead as the document's head. */
export const head = projectQuoteHead.head;

/** The /project-quote route (started from the server's data when it rendered the page). */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.projectQuote],
  pageName: { en: 'The project quote page', hi: 'प्रोजेक्ट कोटेशन पेज', ta: 'திட்ட விலைப்புள்ளி பக்கம்' },
};

export default function ProjectQuotePage(_props: EmptyProps) {
  const data = useLoaderData<ProjectQuotePageData>() ?? browserStart();
  return <ProjectQuote initial={data.form} />;
}

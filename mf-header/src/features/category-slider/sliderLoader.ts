import { runOperation, type ModuleLoader } from '@tiles/shared';
import { SLIDER_CATEGORIES, SLIDER_QUERY } from './slider.gql';
import { buildSlides } from './slides';

/** The share of the page's budget it waits for the slides: a slow store costs the server's copy its slides, not the page. */
const SLIDES_SHARE = 0.75;

/**
 * The slider's server data: its slides, so the server's HTML has the categories as links (crawlers, phones without
 * scripts, and no skeleton swapped for slides once the code runs). Repeated renders are answered by the shell's
 * short-lived cache of public answers (the same slides for every shopper of a store view). None: the browser loads them.
 */
export const loadSlider: ModuleLoader = async ({ budgetMs }) => {
  const keys = SLIDER_CATEGORIES.map((c) => c.key);
  const result = await runOperation(SLIDER_QUERY, { keys }, { timeoutMs: budgetMs * SLIDES_SHARE });
  if (result.error) return {};
  const slides = buildSlides(result.data);
  return slides.length ? { data: slides } : {};
};

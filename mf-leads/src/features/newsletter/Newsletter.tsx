import { useLocation } from '@tiles/shared';
import { NewsletterForm } from './NewsletterForm';
import { useNewsletter } from './useNewsletter';
import { returnPath, type NewsletterState } from './newsletterRules';
import '../../ui/leads.css';
import './newsletter.css';

/** The newsletter sign-up: the hook's values handed to the view; `initial` is what the server rendered it with. */
export function Newsletter({ initial }: { initial?: NewsletterState }) {
  const news = useNewsletter(initial);
  const { pathname, search } = useLocation();
  return (
    <NewsletterForm
      email={news.email}
      outcome={news.outcome}
      sending={news.sending}
      returnTo={returnPath(pathname, search)}
      onEmail={news.handleEmail}
      onSubmit={news.handleSubmit}
    />
  );
}

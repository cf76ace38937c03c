import { NewsletterForm } from './NewsletterForm';
import { useNewsletter } from './useNewsletter';
import '../../ui/leads.css';
import './newsletter.css';

/** The newsletter sign-up: the hook's values handed to the view. */
export function Newsletter() {
  const news = useNewsletter();
  return (
    <NewsletterForm
      email={news.email}
      outcome={news.outcome}
      sending={news.sending}
      onEmail={news.handleEmail}
      onSubmit={news.handleSubmit}
    />
  );
}

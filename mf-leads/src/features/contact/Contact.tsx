import { NewsletterForm } from '../newsletter/NewsletterForm';
import { useNewsletter } from '../newsletter/useNewsletter';
import { ContactForm } from './ContactForm';
import { ContactSidebar } from './ContactSidebar';
import { useContactForm } from './useContactForm';
import { useContactSidebar } from './useContactSidebar';
import { contactMessages } from './i18n/messages';
import '../../ui/leads.css';
import './contact.css';

/** /contact: write to the store (mailed to its address), the store's contact block beside it, and the newsletter. */
export function Contact() {
  const t = contactMessages.useT();
  const form = useContactForm();
  const sidebar = useContactSidebar();
  const news = useNewsletter();
  return (
    <div className="lead-contact" data-boundary="mf-leads">
      <h1 className="lead-sl-title">{t('title')}</h1>
      <p className="lead-sl-lead">{t('lead')}</p>
      <div className="lead-contact-grid">
        <ContactForm
          values={form.values}
          error={form.error}
          sending={form.sending}
          sent={form.sent}
          onChange={form.handleChange}
          onSubmit={form.handleSubmit}
          onAnother={form.handleAnother}
        />
        <div className="lead-contact-side">
          <ContactSidebar block={sidebar.block} onContentClick={sidebar.handleContentClick} />
          <NewsletterForm
            email={news.email}
            outcome={news.outcome}
            sending={news.sending}
            onEmail={news.handleEmail}
            onSubmit={news.handleSubmit}
          />
        </div>
      </div>
    </div>
  );
}

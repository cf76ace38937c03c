import { ContactForm } from './ContactForm';
import { ContactSidebar } from './ContactSidebar';
import { useContactForm } from './useContactForm';
import { useContactSidebar } from './useContactSidebar';
import { contactMessages } from './i18n/messages';
import '../../ui/leads.css';
import './contact.css';

/** /contact: write to the store (mailed to its address), with the store's contact block beside it. */
export function Contact() {
  const t = contactMessages.useT();
  const form = useContactForm();
  const sidebar = useContactSidebar();
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
        <ContactSidebar block={sidebar.block} onContentClick={sidebar.handleContentClick} />
      </div>
    </div>
  );
}

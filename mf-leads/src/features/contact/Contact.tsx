import { ContactForm } from './ContactForm';
import { ContactSidebar } from './ContactSidebar';
import { useContactForm } from './useContactForm';
import { useContactSidebar } from './useContactSidebar';
import { contactMessages } from './i18n/messages';
import { contactHead } from './contactHead';
import type { ContactFormState } from './contactRules';
import type { SidebarBlock } from './contactSidebarData';
import '../../ui/leads.css';
import './contact.css';

/** What the server rendered /contact from (window.__TILES_SSR__), so the browser's first render is that HTML. */
export interface ContactPageData {
  sidebar: SidebarBlock | null;
  /** A refusal with the typed values, or the thank-you (the page after a form posted without scripts). */
  form?: ContactFormState;
}

/** /contact: write to the store (mailed to its address), with the store's contact block beside it. */
export function Contact({ initial }: { initial?: ContactPageData }) {
  const t = contactMessages.useT();
  contactHead.useFixedHead();
  const form = useContactForm(initial?.form);
  const sidebar = useContactSidebar(initial?.sidebar);
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

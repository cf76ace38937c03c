import { atRequest, renderAt, type ServerFormSubmitter, type ServerRenderer } from '@tiles/shared/server';
import CallbackButton from '../exposes/CallbackButton';
import { renderContactPage, submitContact } from './contactPage';
import { renderNewsletter, submitNewsletter } from './newsletterSignup';

/**
 * The leads team's server render (built to dist/server/, called by the shell's server), each the module the browser
 * hydrates in place (its first render is this HTML):
 * - the header's "Request a callback", drawn as a link that calls the help line until it is hydrated;
 * - /contact (the store's block beside the form) and the footer's newsletter sign-up: real forms, which work
 *   before and without scripts, answered by `submit` below.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_leads/CallbackButton') return { html: renderAt(at, <CallbackButton variant="header" />) };
    if (id === 'mf_leads/ContactPage') return renderContactPage(at);
    if (id === 'mf_leads/NewsletterSignup') return renderNewsletter(at);
    return null;
  });

/** The contact and newsletter forms posted without scripts, routed here by the shell's server (its formPost.ts). */
export const submit: ServerFormSubmitter = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_leads/ContactPage') return submitContact(at, request.fields);
    if (id === 'mf_leads/NewsletterSignup') return submitNewsletter(at, request.fields);
    return null;
  });

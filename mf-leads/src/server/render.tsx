import { atRequest, renderAt, type ServerRenderer } from '@tiles/shared/server';
import CallbackButton from '../exposes/CallbackButton';

/**
 * The leads team's server render (built to dist/server/, called by the shell's server for the header's callback
 * slot): the exposed module itself, which draws "Request a callback" as a link that calls the help line until it is
 * hydrated (working before any script and without one), so the browser hydrates exactly this HTML.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id !== 'mf_leads/CallbackButton') return null;
    return { html: renderAt(at, <CallbackButton variant="header" />) };
  });

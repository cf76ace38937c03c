import { atRequest, renderAt, type ServerRenderer } from '@tiles/shared/server';
import { CallbackLink } from '../features/callback-button/CallbackLink';

/**
 * The leads team's server render (built to dist/server/, called by the shell's server for the header's callback
 * slot): "Request a callback" as a link that calls the help line, working before any script and without one.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id !== 'mf_leads/CallbackButton') return null;
    return { html: renderAt(at, <CallbackLink variant="header" />) };
  });

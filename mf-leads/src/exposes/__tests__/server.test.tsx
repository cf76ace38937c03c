/** @jest-environment node */
import { localSettings, PORTS } from '@tiles/shared';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as CallbackButtonModule from '../CallbackButton';
import * as ContactPageModule from '../ContactPage';
import * as NewsletterModule from '../NewsletterSignup';
import * as PopupHostModule from '../PopupHost';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_leads/CallbackButton': [CallbackButtonModule, { variant: 'header' }],
  'mf_leads/ContactPage': [ContactPageModule],
  'mf_leads/NewsletterSignup': [NewsletterModule],
  'mf_leads/PopupHost': [PopupHostModule],
});

const settings = { ...localSettings(PORTS), phone: '1800 123 4567' };
const at = (url: string) => ({ url, settings });

describe('the leads team’s server render', () => {
  it('renders "Request a callback" as a link that calls the help line', async () => {
    const result = await render('mf_leads/CallbackButton', at('http://localhost:3000/'));
    expect(result!.html).toMatch(/<a href="tel:18001234567" class="lead-callback-btn lead-callback-btn--header[^"]*">/);
    expect(result!.html).toContain('Request a callback');
    expect(result!.html).toContain('call 1800 123 4567');
  });

  it('speaks the page’s language', async () => {
    const result = await render('mf_leads/CallbackButton', at('http://ta.localhost:3000/'));
    expect(result!.html).toContain('அழைப்பைக் கோருங்கள்');
  });

  it('renders nothing else', async () => {
    expect(await render('mf_leads/PopupHost', at('http://localhost:3000/'))).toBeNull();
  });
});

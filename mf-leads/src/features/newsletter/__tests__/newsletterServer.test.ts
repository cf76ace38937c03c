/** @jest-environment node */
// The sign-up posted without scripts (the shell hands it to answerNewsletter), against the real store: where it
// returns is judged before anything is subscribed, and the thank-you marker lands in the query, before any fragment.
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo } from '../../../../../backend/src/testing/mailbox';
import type { ModuleAction } from '@tiles/shared';
import { answerNewsletter } from '../newsletterServer';

const mailDir = freshMailDir();
withBackendPage('/contact');
jest.setTimeout(60_000);

let n = 0;
const post = async (returnTo: string) => {
  const email = `news-return-${Date.now()}-${++n}@example.in`;
  const answer = await answerNewsletter({ fields: { email, return: returnTo } } as unknown as Parameters<ModuleAction>[0]);
  return { answer, email };
};

describe('the newsletter form posted without scripts', () => {
  it('puts the thank-you marker before the fragment of the page it returns to', async () => {
    expect((await post('/tiles?x=1#frag')).answer).toEqual({ redirect: '/tiles?x=1&newsletter=subscribed#frag' });
    expect((await post('/about-us#lead-news-title')).answer).toEqual({ redirect: '/about-us?newsletter=subscribed#lead-news-title' });
    expect((await post('/tiles/wooden-tiles?newsletter=subscribed')).answer).toEqual({
      redirect: '/tiles/wooden-tiles?newsletter=subscribed',
    });
  });

  it.each(['/\t/evil.example/', '/\n/evil.example/', '/\\evil.example', '//evil.example', 'https://evil.example/', ''])(
    'a return path a browser would read as another site (%j) returns home, subscribed once with its mail',
    async (returnTo) => {
      const { answer, email } = await post(returnTo);
      expect(answer).toEqual({ redirect: '/?newsletter=subscribed' });
      expect(mailsTo(mailDir, email)).toHaveLength(1);
    },
  );
});

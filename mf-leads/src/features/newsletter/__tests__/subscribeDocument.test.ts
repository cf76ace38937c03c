/** @jest-environment node */
// The working agreement: calls are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir } from '../../../../../backend/src/testing/mailbox';
import { runOperation, type ResultOf, type VariablesOf } from '@tiles/shared';
import type { MfLeadsSubscribeMutation, MfLeadsSubscribeMutationVariables } from '../../../gql/graphql';
import { SUBSCRIBE } from '../newsletter.gql';

freshMailDir();
withBackendPage('/contact');
jest.setTimeout(60_000);

/** Compiles only when A and B are the same type. */
const sameType = <A, B>(proof: [A] extends [B] ? ([B] extends [A] ? true : never) : never) => proof;

it('takes the types of a call from its document: codegen’s for that text, named nowhere by hand', async () => {
  sameType<ResultOf<typeof SUBSCRIBE>, MfLeadsSubscribeMutation>(true);
  sameType<VariablesOf<typeof SUBSCRIBE>, MfLeadsSubscribeMutationVariables>(true);
  // @ts-expect-error -- the document's $email is a String
  const wrongVariable = () => runOperation(SUBSCRIBE, { email: 42 });
  // @ts-expect-error -- and required: the variables cannot be left out
  const noVariables = () => runOperation(SUBSCRIBE);
  expect([wrongVariable, noVariables]).toHaveLength(2);

  const result = await runOperation(SUBSCRIBE, { email: 'typed.document@example.in' });
  expect(result.error).toBeUndefined();
  const status: 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED' | null | undefined =
    result.data?.subscribeEmailToNewsletter?.status;
  expect(status).toBe('SUBSCRIBED');
});

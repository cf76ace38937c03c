import type { TestBackend } from '../../testing/testServer';

export const PASSWORD = 'Tiles@2024';
let seq = 0;
export const uniqueEmail = () => `shopper${Date.now()}${seq++}@example.in`;

/** Creates an account and signs it in; answers the bearer token. */
export async function createAndSignIn(b: TestBackend, email = uniqueEmail()): Promise<string> {
  await b.graphql(
    `mutation { createCustomerV2(input: { firstname: "Asha", lastname: "Patel", email: "${email}", password: "${PASSWORD}" }) { customer { email } } }`,
  );
  const { data } = await b.graphql<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "${email}", password: "${PASSWORD}") { token } }`,
  );
  return data!.generateCustomerToken.token;
}

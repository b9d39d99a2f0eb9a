// The examples of docs/examples, shown as they are: server/test/openapi-client.test.ts runs them.
import curlScript from '../../../../docs/examples/connect.sh?raw';
import clientModule from '../../../../docs/examples/portal-client.ts?raw';
import receiverModule from '../../../../docs/examples/webhook-receiver.ts?raw';

/** The address the examples are written for, replaced by this installation's. */
const EXAMPLE_PORTAL = 'https://portal.example.com';

export interface Examples {
  curl: string;
  client: string;
  receiver: string;
}

export function examplesFor(baseUrl: string | undefined): Examples {
  const at = (text: string) => (baseUrl ? text.replaceAll(EXAMPLE_PORTAL, baseUrl) : text);
  return { curl: at(curlScript), client: at(clientModule), receiver: at(receiverModule) };
}

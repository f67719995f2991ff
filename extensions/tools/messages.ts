import { defineMessages } from '@kite/sdk';

export const toolsMessages = defineMessages('tools', {
  endpoint: 'Endpoint',
  endpointHint: 'An endpoint name such as i or notes/create, without / or https://.',
  params: 'Parameters (JSON)',
  withCredential: 'Send with this account\u2019s credentials',
  send: 'Send',
  sending: 'Sending\u2026',
  response: 'Response',
  status: 'HTTP status: {status}',
  noStatus: 'No answer from the server',
  invalidEndpoint: 'Invalid endpoint: use a name such as notes/create, never a URL, a path starting with / or ..',
  emptyEndpoint: 'Enter an endpoint.',
  invalidJson: 'The parameters are not valid JSON (an object such as {"limit": 10}).',
  previewInput: 'MFM text',
  previewOutput: 'Preview',
  previewPlaceholder: 'Type MFM here, e.g. **bold** or $[tada hello]',
});

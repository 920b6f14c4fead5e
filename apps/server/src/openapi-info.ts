/** The head of the OpenAPI document; paths come from the routes, registered from the contract. */
export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Merchant portal API',
    version: '0.1.0',
    description: [
      'Every response is the envelope { code, ask, msg, alert, data }; success is ask true or',
      "code '200'. Requests are form-urlencoded; headers token, sessionId and language (en or zh).",
      'Business outcomes answer HTTP 200 with the code in the body; unknown paths (404), oversized',
      'bodies (413), wrong media types (415) and rate limits (429) also use the HTTP status.',
    ].join(' '),
  },
  components: {
    securitySchemes: {
      token: { type: 'apiKey', in: 'header', name: 'token' },
      operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
    },
  },
} as const;

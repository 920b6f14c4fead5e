/** The envelope every documented operation answers; `data` is named in the description. */
export const ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['code', 'ask', 'msg', 'alert', 'data'],
  properties: {
    code: {
      type: 'string',
      description: "'200' on success; 400, 401, 403, 404, 409, 413, 415, 429, 500",
    },
    ask: { type: 'boolean' },
    msg: {
      description: 'text in the request language, or a list of texts',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    alert: { type: 'string' },
    data: {},
  },
} as const;

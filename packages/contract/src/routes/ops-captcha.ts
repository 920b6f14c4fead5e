/** The route of the operator's captcha answer: method, path, access; no schema (the web imports these). */
export const CAPTCHA_OPS_ROUTES = {
  captchaAnswer: {
    method: 'GET',
    path: '/merchant/api-ops/captcha-answer',
    area: 'ops',
    access: 'operator',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

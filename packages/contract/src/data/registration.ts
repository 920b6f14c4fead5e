export interface NamedOption {
  readonly id: number;
  readonly name: string;
  readonly cn_name: string;
}

export interface CaptchaData {
  readonly captcha_key: string;
  /** An SVG image of the calculation, as a data URI for an <img src>. */
  readonly image: string;
  readonly expires_at: string;
}

export interface RegisterData {
  readonly customer_id: number;
  readonly username: string;
}

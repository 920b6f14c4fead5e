/** Message codes of the money and fee rules, named once so rules, tests and catalogs agree. */
export const FEE_CODES = {
  currencyMismatch: 'MONEY.CURRENCY_MISMATCH',
  notMinorUnits: 'MONEY.NOT_MINOR_UNITS',
  invalidRate: 'MONEY.INVALID_RATE',
  unknownCurrency: 'MONEY.UNKNOWN_CURRENCY',
  sameCurrencyRate: 'MONEY.SAME_CURRENCY_RATE',
  rateUnavailable: 'FEE.RATE_UNAVAILABLE',
  prepaidDutyUnavailable: 'FEE.PREPAID_DUTY_UNAVAILABLE',
  channelWeightCapExceeded: 'FEE.CHANNEL_WEIGHT_CAP_EXCEEDED',
  invalidMeasure: 'FEE.INVALID_MEASURE',
  labelTooLarge: 'PARCEL.LABEL_TOO_LARGE',
  boxSurfaceTooSmall: 'PARCEL.BOX_SURFACE_TOO_SMALL',
} as const;

import type { CatalogSection } from '../../types';

/** fees messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const fees: CatalogSection = {
  MONEY: {
    CURRENCY_MISMATCH:
      'Amounts in {{expected}} and {{actual}} cannot be combined without a conversion',
    NOT_MINOR_UNITS: 'The amount {{amount}} is not a whole number of minor units within range',
    INVALID_RATE: 'The rate {{rate}} is not a plain decimal number',
    UNKNOWN_CURRENCY: 'The currency {{currency}} is not one this portal handles',
    SAME_CURRENCY_RATE: 'A rate from {{currency}} to itself is always 1 and is not set',
  },
  FEE: {
    RATE_UNAVAILABLE: 'No exchange rate from {{from}} to {{to}} is available',
    PREPAID_DUTY_UNAVAILABLE: 'Duty prepaid is not available on channel {{channel}} to {{country}}',
    CHANNEL_WEIGHT_CAP_EXCEEDED:
      "The chargeable weight of {{chargeableKg}} kg exceeds this channel's limit of {{capKg}} kg",
    INVALID_MEASURE: 'The value of {{field}} is not valid',
  },
  PARCEL: {
    LABEL_TOO_LARGE: 'A label must be at most {{long}} x {{short}} cm',
    BOX_SURFACE_TOO_SMALL: 'A box needs a face of at least {{long}} x {{short}} cm',
  },
};

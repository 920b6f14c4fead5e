/** Message codes of the settings rules (address book, invoice titles, preferences). */
export const SETTINGS_CODES = {
  addressTypeInvalid: 'SETTINGS.ADDRESS_TYPE_INVALID',
  countryInvalid: 'SETTINGS.COUNTRY_INVALID',
  currencyInvalid: 'SETTINGS.CURRENCY_INVALID',
  languageInvalid: 'SETTINGS.LANGUAGE_INVALID',
  pageSizeInvalid: 'SETTINGS.PAGE_SIZE_INVALID',
  noticeEventInvalid: 'SETTINGS.NOTICE_EVENT_INVALID',
} as const;

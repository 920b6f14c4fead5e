// Shipping channels as data: the order rules read this table, so a channel is added here without
// code. The codes, names and figures are SAMPLE DATA built from the limits the spec names; the
// provider's real channel list replaces them.

export type ChannelCurrency = 'USD' | 'EUR' | 'GBP';

/** An amount in minor units (cents, pence) of the channel's declared-value currency. */
export type MinorUnits = number;
const units = (major: number): MinorUnits => Math.round(major * 100);

/**
 * Islands that the address must name as the country itself. Under their parent country their
 * postcodes or states are refused with ORDER.ISLAND_AS_COUNTRY.
 */
export interface IslandRegion {
  readonly id: string;
  readonly name: string;
  readonly parentCountry: string;
  /** The country code the merchant must choose instead. */
  readonly countryCode: string;
  readonly postcodePrefixes: readonly string[];
  /** Lower-case state or province names that place an address on the islands. */
  readonly stateNames: readonly string[];
  /**
   * An overseas territory rather than islands of the country (French Guiana lies in South
   * America): the same rule, worded RECIPIENT.TERRITORY_AS_COUNTRY.
   */
  readonly territory?: boolean;
}

export const ISLAND_REGIONS = {
  canary: {
    id: 'canary',
    name: 'Canary Islands',
    parentCountry: 'ES',
    countryCode: 'IC',
    postcodePrefixes: ['35', '38'],
    stateNames: [
      'canary islands',
      'canarias',
      'islas canarias',
      'las palmas',
      'santa cruz de tenerife',
    ],
  },
  balearic: {
    id: 'balearic',
    name: 'Balearic Islands',
    parentCountry: 'ES',
    countryCode: 'XB',
    postcodePrefixes: ['07'],
    stateNames: ['balearic islands', 'baleares', 'islas baleares', 'illes balears'],
  },
} as const satisfies Record<string, IslandRegion>;

const territory = (
  id: string,
  name: string,
  parentCountry: string,
  countryCode: string,
  postcodePrefixes: readonly string[],
  stateNames: readonly string[],
): IslandRegion => ({
  id,
  name,
  parentCountry,
  countryCode,
  postcodePrefixes,
  stateNames,
  territory: true,
});

/**
 * Overseas territories that carriers rate and label as destinations of their own (their own ISO
 * codes, their own zones), although their postcodes continue the parent country's: France's
 * overseas departments and collectivities (97x, 98x; Saint-Barthelemy 97133 and Saint-Martin
 * 97150 within Guadeloupe's range, so listed before it) and the United States' territories
 * (Google's US sub-regions PR, VI, GU, AS, MP with their ZIP beginnings). Monaco's 980 postcodes
 * are French in form only.
 */
export const OVERSEAS_TERRITORIES: Readonly<Record<'FR' | 'US', readonly IslandRegion[]>> = {
  FR: [
    territory(
      'saint-barthelemy',
      'Saint-Barthélemy',
      'FR',
      'BL',
      ['97133'],
      ['saint-barthélemy', 'saint-barthelemy', 'st barthelemy', 'st. barth'],
    ),
    territory('saint-martin', 'Saint-Martin', 'FR', 'MF', ['97150'], ['saint-martin', 'st martin']),
    territory('guadeloupe', 'Guadeloupe', 'FR', 'GP', ['971'], ['guadeloupe']),
    territory('martinique', 'Martinique', 'FR', 'MQ', ['972'], ['martinique']),
    territory(
      'french-guiana',
      'French Guiana',
      'FR',
      'GF',
      ['973'],
      ['french guiana', 'guyane', 'guyane française', 'guyane francaise'],
    ),
    territory(
      'reunion',
      'Réunion',
      'FR',
      'RE',
      ['974'],
      ['réunion', 'reunion', 'la réunion', 'la reunion'],
    ),
    territory(
      'saint-pierre-miquelon',
      'Saint-Pierre-et-Miquelon',
      'FR',
      'PM',
      ['975'],
      ['saint-pierre-et-miquelon', 'saint pierre and miquelon'],
    ),
    territory('mayotte', 'Mayotte', 'FR', 'YT', ['976'], ['mayotte']),
    territory('monaco', 'Monaco', 'FR', 'MC', ['980'], ['monaco']),
    territory(
      'wallis-futuna',
      'Wallis and Futuna',
      'FR',
      'WF',
      ['986'],
      ['wallis-et-futuna', 'wallis and futuna'],
    ),
    territory(
      'french-polynesia',
      'French Polynesia',
      'FR',
      'PF',
      ['987'],
      ['polynésie française', 'polynesie francaise', 'french polynesia'],
    ),
    territory(
      'new-caledonia',
      'New Caledonia',
      'FR',
      'NC',
      ['988'],
      ['nouvelle-calédonie', 'nouvelle-caledonie', 'new caledonia'],
    ),
  ],
  US: [
    territory(
      'puerto-rico',
      'Puerto Rico',
      'US',
      'PR',
      ['006', '007', '009'],
      ['pr', 'puerto rico'],
    ),
    territory(
      'us-virgin-islands',
      'U.S. Virgin Islands',
      'US',
      'VI',
      ['008'],
      ['vi', 'virgin islands', 'u.s. virgin islands', 'us virgin islands'],
    ),
    territory('guam', 'Guam', 'US', 'GU', ['9691', '9692', '96931', '96932'], ['gu', 'guam']),
    territory('american-samoa', 'American Samoa', 'US', 'AS', ['96799'], ['as', 'american samoa']),
    territory(
      'northern-mariana-islands',
      'Northern Mariana Islands',
      'US',
      'MP',
      ['96950', '96951', '96952'],
      ['mp', 'northern mariana islands'],
    ),
  ],
};

export interface ShippingChannel {
  readonly code: string;
  readonly name: string;
  /** Destination countries served (ISO 3166 alpha-2, plus island codes such as IC). */
  readonly countries: readonly string[];
  /** Bounds of each product line's unit declared value, in `currency`. */
  readonly declaredValue: {
    readonly currency: ChannelCurrency;
    readonly min?: MinorUnits;
    readonly max: MinorUnits;
  };
  /** Cap of the order total: the sum of unit declared value times quantity, in the same currency. */
  readonly orderTotalMax?: MinorUnits;
  /** Cap of the insured value, in the same currency (on top of 1.5 times the declared total). */
  readonly insuredValueMax?: MinorUnits;
  readonly maxSkusPerOrder: number;
  /** Longest recipient full name (first + space + last) the carrier's label takes. */
  readonly recipientNameMaxLength: number;
  readonly requiresSalesLink: boolean;
  /** Postcode prefixes (per country) of remote areas the channel does not serve at all. */
  readonly unsupportedRemotePostcodes: Readonly<Record<string, readonly string[]>>;
  /** Postcode prefixes of remote areas served with a surcharge the merchant confirms with 1. */
  readonly surchargedRemotePostcodes: Readonly<Record<string, readonly string[]>>;
  /** Island regions that must be chosen as the country on this channel. */
  readonly islandRegions: readonly IslandRegion[];
}

export const SHIPPING_CHANNELS: readonly ShippingChannel[] = [
  {
    code: 'US-STD',
    name: 'US Standard',
    countries: ['US'],
    declaredValue: { currency: 'USD', min: units(10), max: units(749) },
    orderTotalMax: units(800),
    insuredValueMax: units(300),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    // Alaska, Hawaii and Puerto Rico.
    unsupportedRemotePostcodes: {
      US: ['995', '996', '997', '998', '999', '967', '968', '006', '007', '009'],
    },
    surchargedRemotePostcodes: {},
    islandRegions: [...OVERSEAS_TERRITORIES.US],
  },
  {
    code: 'US-ECO',
    name: 'US Economy (low value)',
    countries: ['US'],
    declaredValue: { currency: 'USD', max: units(15) },
    orderTotalMax: units(1047),
    insuredValueMax: units(100),
    maxSkusPerOrder: 4,
    recipientNameMaxLength: 30,
    requiresSalesLink: true,
    unsupportedRemotePostcodes: { US: ['995', '996', '997', '998', '999', '967', '968'] },
    surchargedRemotePostcodes: {},
    islandRegions: [...OVERSEAS_TERRITORIES.US],
  },
  {
    code: 'DE-DHL',
    name: 'DHL Parcel Germany',
    countries: ['DE', 'AT', 'FR', 'ES', 'IT', 'NL', 'BE', 'IC', 'XB'],
    declaredValue: { currency: 'EUR', max: units(150) },
    insuredValueMax: units(100),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: { DE: ['27498'], IT: ['23030', '22061'] },
    surchargedRemotePostcodes: {
      DE: ['18565', '25849', '25859', '25863', '25869', '25938', '25946'],
    },
    islandRegions: [ISLAND_REGIONS.canary, ISLAND_REGIONS.balearic, ...OVERSEAS_TERRITORIES.FR],
  },
  {
    code: 'ES-GLS',
    name: 'GLS Spain',
    countries: ['ES', 'PT', 'IC', 'XB'],
    declaredValue: { currency: 'EUR', max: units(300) },
    insuredValueMax: units(100),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 40,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: { ES: ['51', '52'] },
    surchargedRemotePostcodes: { PT: ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] },
    islandRegions: [ISLAND_REGIONS.canary, ISLAND_REGIONS.balearic],
  },
  {
    code: 'UK-RM',
    name: 'Royal Mail Tracked 48',
    countries: ['GB'],
    declaredValue: { currency: 'GBP', max: units(135) },
    insuredValueMax: units(250),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: { GB: ['BF', 'BX'] },
    surchargedRemotePostcodes: { GB: ['HS', 'ZE', 'KW', 'IV', 'PA', 'PH', 'BT', 'IM', 'JE', 'GY'] },
    islandRegions: [],
  },
  {
    code: 'SGEXP',
    name: 'Singapore Express',
    countries: ['SG'],
    declaredValue: { currency: 'USD', max: units(1000) },
    orderTotalMax: units(1500),
    insuredValueMax: units(1000),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 50,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: {},
    islandRegions: [],
  },
  {
    code: 'AE-ARAMEX',
    name: 'Aramex UAE',
    countries: ['AE', 'SA', 'QA'],
    declaredValue: { currency: 'USD', max: units(200) },
    insuredValueMax: units(500),
    maxSkusPerOrder: 4,
    recipientNameMaxLength: 45,
    requiresSalesLink: true,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: {},
    islandRegions: [],
  },
  {
    code: 'TW-EXP',
    name: 'Taiwan Express',
    countries: ['TW'],
    declaredValue: { currency: 'USD', max: units(50) },
    insuredValueMax: units(300),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 30,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    // Kinmen, Matsu and Penghu.
    surchargedRemotePostcodes: {
      TW: [
        '209',
        '210',
        '211',
        '212',
        '880',
        '881',
        '882',
        '883',
        '884',
        '885',
        '890',
        '891',
        '892',
        '893',
        '894',
        '896',
      ],
    },
    islandRegions: [],
  },
  {
    code: 'IN-DEL',
    name: 'India Delhivery',
    countries: ['IN'],
    declaredValue: { currency: 'USD', max: units(22) },
    insuredValueMax: units(100),
    maxSkusPerOrder: 4,
    recipientNameMaxLength: 50,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: { IN: ['744', '194'] },
    surchargedRemotePostcodes: { IN: ['79', '78'] },
    islandRegions: [],
  },
  {
    code: 'HK-POST',
    name: 'Hong Kong Post',
    countries: ['HK', 'MO'],
    declaredValue: { currency: 'USD', max: units(30) },
    insuredValueMax: units(300),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: {},
    islandRegions: [],
  },
  {
    code: 'CN-FBA',
    name: 'FBA Sea Freight',
    countries: ['US', 'GB', 'DE', 'IN'],
    declaredValue: { currency: 'USD', max: units(1500) },
    insuredValueMax: units(1000),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 50,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: {},
    islandRegions: [...OVERSEAS_TERRITORIES.US],
  },
  {
    code: 'US-EXP',
    name: 'US Express',
    countries: ['US', 'CA'],
    declaredValue: { currency: 'USD', max: units(100) },
    insuredValueMax: units(300),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: { US: ['995', '996', '997', '998', '999', '967', '968'] },
    islandRegions: [...OVERSEAS_TERRITORIES.US],
  },
  {
    code: 'JP-EMS',
    name: 'Japan EMS',
    countries: ['JP'],
    declaredValue: { currency: 'USD', max: units(150) },
    insuredValueMax: units(300),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 35,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: {},
    surchargedRemotePostcodes: { JP: ['90', '100-1', '100-2'] },
    islandRegions: [],
  },
  {
    code: 'CA-PUR',
    name: 'Canada Purolator',
    countries: ['CA'],
    declaredValue: { currency: 'USD', max: units(800) },
    insuredValueMax: units(1000),
    maxSkusPerOrder: 18,
    recipientNameMaxLength: 40,
    requiresSalesLink: false,
    unsupportedRemotePostcodes: { CA: ['X0A', 'X0B', 'X0C'] },
    surchargedRemotePostcodes: { CA: ['Y', 'X'] },
    islandRegions: [],
  },
];

/** The channel with this code, or undefined for an unknown one. */
export const findShippingChannel = (
  code: string,
  channels: readonly ShippingChannel[] = SHIPPING_CHANNELS,
): ShippingChannel | undefined => channels.find((channel) => channel.code === code);

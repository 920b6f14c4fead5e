import type { ShippingChannel } from './channels';
import type { FieldCheck } from './issues';
import { validationMessage } from './issues';

const normalizePostcode = (postcode: string) => postcode.replace(/\s/g, '').toUpperCase();

// No prefix is empty, so an empty postcode matches none.
const matchesPrefix = (postcode: string, prefixes: readonly string[] | undefined) => {
  const normalized = normalizePostcode(postcode);
  return prefixes?.some((prefix) => normalized.startsWith(prefix)) ?? false;
};

/**
 * Canary and Balearic addresses must name the islands as the country: under Spain a postcode or
 * state of the islands is refused with the country code to choose instead. Overseas territories
 * (French Guiana under France, Puerto Rico under the United States...) follow the same rule in
 * their own words, RECIPIENT.TERRITORY_AS_COUNTRY.
 */
export function validateIslandAsCountry(
  address: { readonly country: string; readonly state?: string; readonly postcode: string },
  channel: ShippingChannel,
): FieldCheck {
  const state = (address.state ?? '').trim().toLowerCase();
  const island = channel.islandRegions.find(
    (region) =>
      region.parentCountry === address.country &&
      (matchesPrefix(address.postcode, region.postcodePrefixes) ||
        region.stateNames.includes(state)),
  );
  if (island === undefined) return undefined;
  return validationMessage(
    island.territory === true ? 'RECIPIENT.TERRITORY_AS_COUNTRY' : 'ORDER.ISLAND_AS_COUNTRY',
    { region: island.name, country: island.countryCode },
  );
}

/** The destination country must be one the channel ships to. */
export function validateChannelServesCountry(
  country: string,
  channel: ShippingChannel,
): FieldCheck {
  return channel.countries.includes(country)
    ? undefined
    : validationMessage('ORDER.COUNTRY_NOT_SERVED', { channel: channel.name, country });
}

/** Remote areas a channel does not serve at all. */
export function validateRemoteAreaSupported(
  address: { readonly country: string; readonly postcode: string },
  channel: ShippingChannel,
): FieldCheck {
  return matchesPrefix(address.postcode, channel.unsupportedRemotePostcodes[address.country])
    ? validationMessage('ORDER.REMOTE_AREA_UNSUPPORTED', { channel: channel.name })
    : undefined;
}

export const isSurchargedRemoteArea = (
  address: { readonly country: string; readonly postcode: string },
  channel: ShippingChannel,
): boolean => matchesPrefix(address.postcode, channel.surchargedRemotePostcodes[address.country]);

/** The remote-area surcharge is accepted by entering 1 (as typed in a form or an upload cell). */
export function validateRemoteSurchargeConfirmation(
  confirmation: string | number | null | undefined,
): FieldCheck {
  return String(confirmation).trim() === '1'
    ? undefined
    : validationMessage('ORDER.REMOTE_SURCHARGE_CONFIRMATION');
}

/** Sales link: required when the channel asks for one, and an http(s) address when given. */
export function validateSalesLink(link: string | null | undefined, required: boolean): FieldCheck {
  const value = (link ?? '').trim();
  if (value === '') return required ? validationMessage('ORDER.SALES_LINK_REQUIRED') : undefined;
  return /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)
    ? undefined
    : validationMessage('ORDER.SALES_LINK_FORMAT');
}

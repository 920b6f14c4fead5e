import type { ShippingChannel } from './channels';
import { findShippingChannel, SHIPPING_CHANNELS } from './channels';
import { parsePositiveAmount, validatePositiveAmount } from './decimal-input';
import { validateAddressLine1, validateAddressLine2 } from './address-lines';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import {
  collectFieldIssues,
  nestFieldIssues,
  validateRequiredField,
  validationMessage,
} from './issues';
import {
  validateCodAmount,
  validateDeclaredCurrency,
  validateDeclaredUnitValue,
  validateInsuranceAgreement,
  validateInsuredValue,
  validateOrderTotal,
} from './order-amounts';
import {
  isSurchargedRemoteArea,
  validateChannelServesCountry,
  validateIslandAsCountry,
  validateRemoteAreaSupported,
  validateRemoteSurchargeConfirmation,
  validateSalesLink,
} from './order-destination';
import {
  validateOrderProductText,
  validateOrderQuantity,
  validateOrderSku,
  validateOrderSkuCount,
} from './order-lines';
import type { DecimalField } from './product-values';
import type { CityDirectory } from '../ports/city-directory';
import {
  validateRecipientEmail,
  validateRecipientCityAsync,
  validateRecipientName,
  validateRecipientNameLength,
  validateTaiwanConsigneeId,
} from './recipient';
import type { PhoneCheck } from './phone';
import { validateRecipientPhone } from './phone';
import { normalizeRecipientPostcode, validateRecipientPostcode } from './postcode';
import { validateRecipientState } from './state';

export interface OrderRecipientInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly company?: string;
  readonly phone: string;
  readonly email?: string;
  /** ISO 3166 alpha-2, or an island code such as IC. */
  readonly country: string;
  readonly state?: string;
  readonly city: string;
  readonly postcode: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly houseNumber?: string;
  /** Taiwan consignees give one of these three. */
  readonly idNumber?: string;
  readonly companyCode?: string;
  readonly passportNumber?: string;
}

export interface OrderLineInput {
  readonly sku: string;
  readonly name: string;
  readonly description: string;
  readonly quantity: DecimalField;
  /** Unit declared value, in the order's currency. */
  readonly declaredValue: DecimalField;
}

export interface OrderFormInput {
  readonly warehouse: string;
  /** The channel code of the shipping method, e.g. 'US-STD'. */
  readonly shippingMethod: string;
  /** Currency of the declared and insured values. */
  readonly currency: string;
  readonly recipient: OrderRecipientInput;
  readonly products: readonly OrderLineInput[];
  readonly insuredValue?: DecimalField;
  readonly insuranceAgreementAccepted?: boolean;
  readonly remoteSurchargeConfirmation?: string | number;
  readonly salesLink?: string;
  readonly codAmount?: DecimalField;
}

export interface OrderValidationOptions {
  /** The channel table to read; the sample SHIPPING_CHANNELS by default. */
  readonly channels?: readonly ShippingChannel[];
  /**
   * The phone-number port: the "min" metadata (lengths) by default, as the browser uses; the
   * server passes MAX_PHONE_CHECK from `@portal/domain/phone-max` (ADR 0031).
   */
  readonly phoneCheck?: PhoneCheck;
}

/**
 * Sum of unit declared value times quantity in minor units, over the lines whose value and
 * quantity are valid: a refused line is reported on its own field and does not skew the total.
 */
export function orderDeclaredTotalMinor(products: readonly OrderLineInput[]): number {
  return products.reduce((total, line) => {
    const value = parsePositiveAmount(line.declaredValue);
    return value.ok && validateOrderQuantity(line.quantity) === undefined
      ? total + value.value * Number(String(line.quantity).trim())
      : total;
  }, 0);
}

function validateRecipient(
  recipient: OrderRecipientInput,
  channel: ShippingChannel | undefined,
  postcode: FieldCheck,
  phoneCheck: PhoneCheck | undefined,
): ValidationFieldIssue[] {
  const firstName = validateRecipientName(recipient.firstName);
  const nameLength =
    channel === undefined
      ? undefined
      : validateRecipientNameLength(
          recipient.firstName ?? '',
          recipient.lastName ?? '',
          channel.recipientNameMaxLength,
        );
  const destination = (check: (c: ShippingChannel) => FieldCheck) =>
    channel === undefined || postcode !== undefined ? undefined : check(channel);
  return collectFieldIssues([
    ['firstName', firstName ?? nameLength],
    ['lastName', validateRecipientName(recipient.lastName)],
    ['phone', validateRecipientPhone(recipient.phone, recipient.country, phoneCheck)],
    ['email', validateRecipientEmail(recipient.email)],
    [
      'country',
      validateRequiredField(recipient.country) ??
        (channel === undefined
          ? undefined
          : validateChannelServesCountry(recipient.country, channel)),
    ],
    // The state is read against the postcode only once the postcode itself is accepted.
    [
      'state',
      validateRecipientState(
        recipient.state,
        recipient.country,
        postcode === undefined ? recipient.postcode : undefined,
      ),
    ],
    ['city', validateRequiredField(recipient.city)],
    [
      'postcode',
      postcode ??
        destination((c) => validateIslandAsCountry(recipient, c)) ??
        destination((c) => validateRemoteAreaSupported(recipient, c)),
    ],
    ['addressLine1', validateAddressLine1(recipient.addressLine1)],
    ['addressLine2', validateAddressLine2(recipient.addressLine2)],
    ['idNumber', validateTaiwanConsigneeId(recipient.country, recipient)],
  ]);
}

function validateOrderLine(
  line: OrderLineInput,
  channel: ShippingChannel | undefined,
  currencyMatches: boolean,
): ValidationFieldIssue[] {
  return collectFieldIssues([
    ['sku', validateOrderSku(line.sku)],
    ['name', validateOrderProductText(line.name)],
    ['description', validateOrderProductText(line.description)],
    ['quantity', validateOrderQuantity(line.quantity)],
    [
      'declaredValue',
      channel !== undefined && currencyMatches
        ? validateDeclaredUnitValue(line.declaredValue, channel)
        : validatePositiveAmount(line.declaredValue),
    ],
  ]);
}

/**
 * Every synchronous rule of an outbound order, reading the channel's limits from the channel
 * table. An empty list means the order may be submitted; the city check needs the directory port
 * (validateOrderAsync).
 */
export function validateOrder(
  order: OrderFormInput,
  options: OrderValidationOptions = {},
): ValidationFieldIssue[] {
  const channel = findShippingChannel(order.shippingMethod, options.channels ?? SHIPPING_CHANNELS);
  const currency =
    channel === undefined ? undefined : validateDeclaredCurrency(order.currency, channel);
  const amountsComparable = channel !== undefined && currency === undefined;
  const declaredTotal = orderDeclaredTotalMinor(order.products);
  // The insured-to-declared ratio means something only when every line's value counts.
  const declaredTotalComplete =
    order.products.length > 0 &&
    order.products.every(
      (line) =>
        parsePositiveAmount(line.declaredValue).ok &&
        validateOrderQuantity(line.quantity) === undefined,
    );
  const postcode = validateRecipientPostcode(order.recipient.postcode, order.recipient.country);
  // The remote-area tables are written in the label's form (JP 100-1...), so read that form.
  const destination = {
    ...order.recipient,
    postcode: normalizeRecipientPostcode(order.recipient.postcode, order.recipient.country),
  };
  const surcharged =
    channel !== undefined &&
    postcode === undefined &&
    validateRemoteAreaSupported(destination, channel) === undefined &&
    isSurchargedRemoteArea(destination, channel);
  return [
    ...collectFieldIssues([
      ['warehouse', validateRequiredField(order.warehouse)],
      [
        'shippingMethod',
        validateRequiredField(order.shippingMethod) ??
          (channel === undefined
            ? validationMessage('ORDER.CHANNEL_UNKNOWN', { channel: order.shippingMethod })
            : undefined),
      ],
      ['currency', currency],
    ]),
    ...nestFieldIssues(
      'recipient',
      validateRecipient(destination, channel, postcode, options.phoneCheck),
    ),
    ...collectFieldIssues([
      [
        'products',
        validateOrderSkuCount(
          order.products.map((line) => line.sku),
          channel?.maxSkusPerOrder,
        ) ?? (amountsComparable ? validateOrderTotal(declaredTotal, channel) : undefined),
      ],
    ]),
    ...order.products.flatMap((line, index) =>
      nestFieldIssues(`products.${index}`, validateOrderLine(line, channel, amountsComparable)),
    ),
    ...collectFieldIssues([
      [
        'insuredValue',
        amountsComparable && declaredTotalComplete
          ? validateInsuredValue(order.insuredValue, declaredTotal, channel)
          : undefined,
      ],
      [
        'insuranceAgreementAccepted',
        validateInsuranceAgreement(order.insuredValue, order.insuranceAgreementAccepted === true),
      ],
      [
        'remoteSurchargeConfirmation',
        surcharged
          ? validateRemoteSurchargeConfirmation(order.remoteSurchargeConfirmation)
          : undefined,
      ],
      ['salesLink', validateSalesLink(order.salesLink, channel?.requiresSalesLink ?? false)],
      ['codAmount', validateCodAmount(order.codAmount)],
    ]),
  ];
}

/** validateOrder plus the city directory: 'Cities not belonging to the country'. */
export async function validateOrderAsync(
  order: OrderFormInput,
  ports: { readonly cityDirectory: CityDirectory },
  options: OrderValidationOptions = {},
): Promise<ValidationFieldIssue[]> {
  const issues = validateOrder(order, options);
  if (
    issues.some((issue) => issue.field === 'recipient.city' || issue.field === 'recipient.country')
  )
    return issues;
  const city = await validateRecipientCityAsync(
    order.recipient.city,
    order.recipient.country,
    ports.cityDirectory,
  );
  return city === undefined ? issues : [...issues, { field: 'recipient.city', ...city }];
}

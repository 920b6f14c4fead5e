import type { MessageCode } from '@portal/domain';
import {
  chargeableWeightGrams,
  findShippingChannel,
  message,
  parsePositiveAmount,
  validateAddressLine1,
  validateChannelServesCountry,
  validateHsCode,
  validateIslandAsCountry,
  validateRecipientPostcode,
  validateRemoteAreaSupported,
  VOLUMETRIC_DIVISOR_CM3_PER_KG,
  volumetricWeightGrams,
} from '@portal/domain';

/**
 * The tools' verdicts, each the domain's own rule (what the order form and the server apply):
 * nothing here decides a rule of its own, it only picks which of the domain's rules to ask.
 */
export interface AddressInput {
  readonly country: string;
  readonly state: string;
  readonly postcode: string;
  readonly address_line1: string;
  readonly channel: string;
}

/** Every refusal of the address: the postcode's country pattern, the line, the channel's areas. */
export function addressProblems(input: AddressInput): MessageCode[] {
  const country = input.country.trim().toUpperCase();
  const address = { country, state: input.state, postcode: input.postcode };
  const problems = [
    validateRecipientPostcode(input.postcode, country),
    validateAddressLine1(input.address_line1),
  ];
  const code = input.channel.trim().toUpperCase();
  if (code !== '') {
    const channel = findShippingChannel(code);
    if (channel === undefined) problems.push(message('ORDER.CHANNEL_UNKNOWN', { channel: code }));
    else
      problems.push(
        validateChannelServesCountry(country, channel),
        validateIslandAsCountry(address, channel),
        validateRemoteAreaSupported(address, channel),
      );
  }
  return problems.filter((problem): problem is MessageCode => problem !== undefined);
}

const decimal = (text: string) => {
  const parsed = parsePositiveAmount(text);
  return parsed.ok ? parsed.value / 100 : Number.NaN;
};

/** Volumetric and chargeable weight in kg (3 decimals), or the domain's refusal of a measure. */
export function volumetricOf(input: {
  readonly length_cm: string;
  readonly width_cm: string;
  readonly height_cm: string;
  readonly weight_kg: string;
}):
  | { ok: true; volumetric: string; chargeable: string; divisor: number }
  | { ok: false; problem: MessageCode } {
  const dimensions = {
    lengthCm: decimal(input.length_cm),
    widthCm: decimal(input.width_cm),
    heightCm: decimal(input.height_cm),
  };
  const volumetric = volumetricWeightGrams(dimensions);
  if (!volumetric.ok) return { ok: false, problem: volumetric.error };
  const chargeable = chargeableWeightGrams({
    actualWeightKg: decimal(input.weight_kg),
    dimensions,
  });
  if (!chargeable.ok) return { ok: false, problem: chargeable.error };
  return {
    ok: true,
    volumetric: (volumetric.value / 1000).toFixed(3),
    chargeable: (chargeable.value / 1000).toFixed(3),
    divisor: VOLUMETRIC_DIVISOR_CM3_PER_KG,
  };
}

/** The HS code's format rule (digits, at least 8). */
export const hsCodeProblem = (code: string): MessageCode | undefined => validateHsCode(code);

import type { Language } from './constants';

/** A warehouse the user can switch to (platform-shell.md section 3). */
export interface HeaderWarehouseOption {
  readonly value: string;
  readonly name: string;
  readonly cn_name: string;
}

export type HeaderWarehouseDisplay =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly label: string }
  | {
      readonly kind: 'selector';
      readonly options: readonly { readonly value: string; readonly label: string }[];
    };

/** The name in a language; an empty Chinese name falls back to the English one. */
export const headerWarehouseLabel = (option: HeaderWarehouseOption, language: Language): string =>
  language === 'zh' && option.cn_name !== '' ? option.cn_name : option.name;

/** The header's warehouse: a selector only when there is a choice, plain text for just one. */
export function headerWarehouseDisplay(
  options: readonly HeaderWarehouseOption[],
  language: Language,
): HeaderWarehouseDisplay {
  const [only] = options;
  if (only === undefined) return { kind: 'none' };
  if (options.length === 1) return { kind: 'text', label: headerWarehouseLabel(only, language) };
  return {
    kind: 'selector',
    options: options.map((option) => ({
      value: option.value,
      label: headerWarehouseLabel(option, language),
    })),
  };
}

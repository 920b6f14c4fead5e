import type { TopUpRow } from '@portal/contract';
import type { TopUpStatus, ValidationFieldIssue } from '@portal/domain';
import { message, validateTopUpForm } from '@portal/domain';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { FormModel } from '../../kit/form-model';
import { PagedList } from '../../lists/paged-list';

/** The top-up request form: the contract's amount and method, and the proof picture to upload. */
export interface TopUpValues {
  readonly amount: string;
  readonly method: string;
  readonly proof: File | null;
}

export const topUpIssues = (values: TopUpValues): ValidationFieldIssue[] => [
  ...validateTopUpForm(values),
  ...(values.proof === null ? [{ field: 'proof', ...message('UI.RECHARGE.PROOF_REQUIRED') }] : []),
];

export const STATUS_KEYS: Readonly<Record<TopUpStatus, string>> = {
  pending: 'UI.RECHARGE.STATUS_PENDING',
  credited: 'UI.RECHARGE.STATUS_CREDITED',
  rejected: 'UI.RECHARGE.STATUS_REJECTED',
};

export const METHOD_KEYS: Readonly<Record<TopUpRow['method'], string>> = {
  bank_transfer: 'UI.RECHARGE.METHOD_BANK_TRANSFER',
  alipay: 'UI.RECHARGE.METHOD_ALIPAY',
  wechat_pay: 'UI.RECHARGE.METHOD_WECHAT_PAY',
};

/**
 * Recharge: the request form (the proof goes up first through the HttpClient's files, then the
 * request names it) and the merchant's requests with their statuses, newest first.
 */
export class RechargeModel {
  readonly form = new FormModel<TopUpValues>({
    initial: () => ({ amount: '', method: 'bank_transfer', proof: null }),
    validate: topUpIssues,
    payload: (values) => ({ amount: values.amount.trim(), method: values.method }),
  });
  readonly list: PagedList<TopUpRow>;

  constructor(private readonly gateway: BillingGateway) {
    this.list = new PagedList<TopUpRow>(
      (query) => gateway.topUps(query),
      (row) => row.id,
      {
        status: '',
      },
    );
  }

  async submit(): Promise<TopUpRow | undefined> {
    const proof = this.form.values.proof;
    const saved = await this.form.save('submit', async (fields) => {
      if (proof === null) throw new Error('the form refuses a request without its proof');
      const upload = await this.gateway.uploadProof(proof);
      return this.gateway.requestTopUp({ ...fields, proof: upload.id });
    });
    if (saved !== undefined) {
      this.form.reset();
      await this.list.load();
    }
    return saved;
  }
}

import type { AccountFieldError, MessageCode } from '@portal/domain';
import { makeAutoObservable } from 'mobx';

/**
 * Which fields a form shows errors for: those the user has typed in, and all after a submit, so
 * a form validates as the user types without shouting at an untouched page.
 */
export class FieldTouch {
  private touched = new Set<string>();
  submitted = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  touch(field: string): void {
    this.touched = new Set(this.touched).add(field);
  }

  submit(): void {
    this.submitted = true;
  }

  reset(): void {
    this.touched = new Set();
    this.submitted = false;
  }

  /** The first error of each visible field. */
  visible(errors: readonly AccountFieldError[]): Readonly<Record<string, MessageCode>> {
    const shown: Record<string, MessageCode> = {};
    for (const error of errors) {
      if ((this.submitted || this.touched.has(error.field)) && shown[error.field] === undefined) {
        shown[error.field] =
          error.params === undefined
            ? { code: error.code }
            : { code: error.code, params: error.params };
      }
    }
    return shown;
  }
}

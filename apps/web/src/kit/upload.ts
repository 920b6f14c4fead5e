import type { MessageCode, UploadProfile } from '@portal/domain';
import { validateUploadFiles } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureText } from './form-model';

/**
 * A file sent for a result (a spreadsheet, a picture): checked against the domain's upload
 * profile before anything is sent (`refused`), then sent (`busy`); the server's reason when it
 * refused it (`failure`; uploads show no toast). Resolves with the server's answer.
 */
export class FileUpload<R> {
  refused: MessageCode | undefined = undefined;
  failure: string | undefined = undefined;
  busy = false;

  constructor(
    private readonly profile: UploadProfile,
    private readonly send: (file: File) => Promise<R>,
  ) {
    makeAutoObservable<FileUpload<R>, 'profile' | 'send'>(
      this,
      { profile: false, send: false },
      { autoBind: true },
    );
  }

  /** The message to show: the profile's refusal, else the server's reason. */
  get problem(): MessageCode | string | undefined {
    return this.refused ?? this.failure;
  }

  async upload(file: File): Promise<R | undefined> {
    this.refused = validateUploadFiles([{ name: file.name, sizeBytes: file.size }], this.profile);
    this.failure = undefined;
    if (this.refused !== undefined) return undefined;
    this.busy = true;
    try {
      return await this.send(file);
    } catch (error) {
      runInAction(() => (this.failure = failureText(error)));
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

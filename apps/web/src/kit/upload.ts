import type { MessageCode, UploadFileInfo, UploadProfile } from '@portal/domain';
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

  /** Sends one file; resolves with the server's answer, undefined when refused. */
  async upload(file: File): Promise<R | undefined> {
    let answer: R | undefined;
    await this.uploadAll([file], [], (each) => (answer = each));
    return answer;
  }

  /**
   * Sends files one by one once all of them, with those already `held`, pass the profile (its
   * count counts both); `keep` takes each answer as it comes, so those sent before a refusal stay.
   */
  async uploadAll(
    files: readonly File[],
    held: readonly UploadFileInfo[],
    keep: (answer: R) => void,
  ): Promise<void> {
    const picked = files.map((file) => ({ name: file.name, sizeBytes: file.size }));
    this.refused = validateUploadFiles([...held, ...picked], this.profile);
    this.failure = undefined;
    if (this.refused !== undefined) return;
    this.busy = true;
    try {
      for (const file of files) {
        const answer = await this.send(file);
        runInAction(() => keep(answer));
      }
    } catch (error) {
      runInAction(() => (this.failure = failureText(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Forgets the last refusal and failure (the file picked again, the form started over). */
  clear(): void {
    this.refused = undefined;
    this.failure = undefined;
  }
}
